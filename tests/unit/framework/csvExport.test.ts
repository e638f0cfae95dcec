import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { csvCell, toCsv } from '../../../src/framework/export/csv';
import { exportTable, type ExportContext } from '../../../src/framework/export/exportTable';
import { exportFileName } from '../../../src/framework/export/useCsvExporter';
import { boolean, date, defineResource, lookup, money, number, paged, password, select, status, text } from '../../../src/framework/declare';

describe('csv', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Perera, Nimal')).toBe('"Perera, Nimal"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a text a spreadsheet would run as a formula as text; plain numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+94771234567')).toBe('+94771234567');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('joins rows with CRLF, the header first', () => {
    expect(toCsv(['A', 'B'], [['1', '2'], ['3', '']])).toBe('A,B\r\n1,2\r\n3,');
  });

  it('writes an all-digit identifier as a text formula Excel keeps as text (its leading 0, all 12 digits of an NIC)', () => {
    expect(csvCell({ keepAsText: '0112678678' })).toBe('"=""0112678678"""');
    expect(csvCell({ keepAsText: '198512345678' })).toBe('"=""198512345678"""');
    expect(csvCell({ keepAsText: '+94771234567' })).toBe('"=""+94771234567"""');
    // anything else is plain text, with the formula guard: nothing but digits ever goes into a formula
    expect(csvCell({ keepAsText: '851234567V' })).toBe('851234567V');
    expect(csvCell({ keepAsText: 'PAY-000388' })).toBe('PAY-000388');
    expect(csvCell({ keepAsText: '=1+2' })).toBe("'=1+2");
    expect(csvCell({ keepAsText: '' })).toBe('');
    expect(toCsv(['Phone'], [[{ keepAsText: '0112678678' }]])).toBe('Phone\r\n"=""0112678678"""');
  });
});

const payments = defineResource({
  name: 'payments',
  title: 'Payments',
  idField: 'paymentId',
  fields: {
    paymentId: number({ label: 'Id', readOnly: true }),
    firstName: text({ readOnly: true }),
    lastName: text({ readOnly: true }),
    name: text({ label: 'Name', joins: ['firstName', 'lastName'] }),
    paidDate: date({ label: 'Paid' }),
    createdAt: date({ label: 'Created', withTime: true }),
    amount: money({ label: 'Amount' }),
    status: status({ label: 'Status', choices: [{ id: 1, name: 'msg.pending' }, { id: 2, name: 'msg.approved' }], tones: { 1: 'warning' } }),
    recordState: status({ label: 'Record' }),
    serverNamed: status({ label: 'Named', labelFrom: 'serverName', tones: { 15: 'info' } }),
    memberType: select({ label: 'Member type', choices: lookup('memberTypes', 'memberTypeId', 'typeDes') }),
    paidOnline: boolean({ label: 'Online' }),
    secretCode: password({ label: 'Code' }),
    hiddenNote: text({ label: 'Not a column' }),
    nic: text({ label: 'NIC' }),
    phone: text({ label: 'Phone', phone: true }),
    fee: money({ label: 'Fee (LKR)' }),
  },
  list: { columns: ['paymentId', 'name', 'paidDate', 'createdAt', 'amount', 'status', 'recordState', 'serverNamed', 'memberType', 'paidOnline', 'secretCode', 'nic', 'phone', 'fee'] },
  api: paged({ list: 'GET payments' }),
});

const CATALOGUE: Record<string, string> = { 'msg.pending': 'Pending', 'msg.approved': 'Approved', 'portal.status.reject': 'Reject', 'ra.boolean.true': 'Yes', 'ra.boolean.false': 'No' };
const context: ExportContext = {
  translate: (key, options) => CATALOGUE[key] ?? String(options?._ ?? key),
  choicesOf: (name) => (name === 'memberType' ? [{ id: 3, name: 'Corporate Member' }] : []),
  labelOf: (name) => `[${name}]`,
};

describe('exportTable: the CSV says what the table shows', () => {
  const row: RaRecord = {
    id: 7, paymentId: 7, firstName: 'Nimal', lastName: 'Perera', paidDate: '2026-03-05', createdAt: '2026-03-05T08:04:00',
    amount: 7500, status: 1, recordState: 16, serverNamed: 15, serverName: 'Under Council Review', memberType: 3, paidOnline: true, secretCode: 'x1', hiddenNote: 'no',
    nic: '198512345678', phone: 112678678, fee: '12500.5',
  };

  it("heads each of the list's columns with its label, in the list's order, and nothing else", () => {
    const { headers } = exportTable(payments, [row], context);
    expect(headers).toEqual(['[paymentId]', '[name]', '[paidDate]', '[createdAt]', '[amount] (LKR)', '[status]', '[recordState]', '[serverNamed]', '[memberType]', '[paidOnline]', '[secretCode]', '[nic]', '[phone]', '[fee] (LKR)']);
  });

  it('formats each value as shown: joined names, DD/MM/YYYY, status names, referenced names, Yes/No, hidden secrets', () => {
    const { rows } = exportTable(payments, [row], context);
    expect(rows).toEqual([
      ['7', { keepAsText: 'Nimal Perera' }, '05/03/2026', '05/03/2026 08:04', '7500.00', 'Pending', 'Reject', 'Under Council Review', 'Corporate Member', 'Yes', '••••••••', { keepAsText: '198512345678' }, { keepAsText: '0112678678' }, '12500.50'],
    ]);
  });

  it('writes amounts as numbers a spreadsheet sums (currency in the heading), NIC and phone as text with every digit', () => {
    const { headers, rows } = exportTable(payments, [row], { ...context, labelOf: (name) => (name === 'fee' ? 'Fee (LKR)' : name) });
    const csv = toCsv(headers, rows).split('\r\n');
    expect(csv[0]).toBe('paymentId,name,paidDate,createdAt,amount (LKR),status,recordState,serverNamed,memberType,paidOnline,secretCode,nic,phone,Fee (LKR)');
    expect(csv[1]).toBe('7,Nimal Perera,05/03/2026,05/03/2026 08:04,7500.00,Pending,Reject,Under Council Review,Corporate Member,Yes,••••••••,"=""198512345678""","=""0112678678""",12500.50');
  });

  it('leaves an empty value empty and a status the screen shows no badge for empty', () => {
    const { rows } = exportTable(payments, [{ id: 8, paymentId: 8, status: 9, recordState: 5, memberType: 99 }], context);
    expect(rows[0]).toEqual(['8', { keepAsText: '' }, '', '', '', '', '', '', '99', '', '', { keepAsText: '' }, { keepAsText: '' }, '']);
  });
});

describe('exportFileName', () => {
  it("is the screen's title and the day, without characters a file name may not hold", () => {
    expect(exportFileName('Transaction View / Approve', new Date(2026, 10, 3))).toBe('Transaction View - Approve 2026-11-03');
  });
});
