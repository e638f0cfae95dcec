// The transaction report (spec §2 "Transaction Details", §5 Report filter, §7): the filter checked on the server
// with the same rules as the modal (reportFilterProblems), the rows it selects, and two renderings of them, a
// self-contained HTML page (inline CSS, every value escaped, totals) and XML. Nothing here trusts the browser.
import { formatMoney } from '../../../src/domain/money.mjs';
import { ALL, PAYMENT_STATUS, PAYMENT_STATUS_NAMES, PAYMENT_TEXT, REPORT_PAYMENT_MODES, REPORT_PAYMENT_TYPES, REPORT_RENEWAL_YEARS, reportFilterProblems } from '../../../src/domain/paymentRules.mjs';
import { formatSriLankaDate, formatSriLankaDateTime, sriLankaDay, sriLankaIso, sriLankaStamp } from '../../../src/domain/sriLankaTime.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { paymentDayOf } from './payments.mjs';

const FILTER_FIELDS = ['paymentType', 'paymentMode', 'renewalYear', 'fromDate', 'toDate'];
const OPTIONS = { paymentType: REPORT_PAYMENT_TYPES, paymentMode: REPORT_PAYMENT_MODES, renewalYear: REPORT_RENEWAL_YEARS };
const text = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The day a payment counts on in the report and the list (lib/payments/payments.mjs paymentDayOf: its Paid Date). */
export const reportDayOf = (payment) => paymentDayOf(payment) ?? '';

/**
 * The checked filter, or the refusal: { code, text, fields }. '05' a missing field (or a value that is none of
 * the options: treated as missing), '04' a date later than today (or not a date), '03' from not before to.
 */
export function reportFilterOf(input, today) {
  const raw = Object.fromEntries(FILTER_FIELDS.map((field) => [field, text(input?.[field])]));
  for (const [field, options] of Object.entries(OPTIONS)) if (!options.includes(raw[field])) raw[field] = '';
  const { fields, dialog, range } = reportFilterProblems(raw, today);
  const missing = ['paymentType', 'paymentMode', 'renewalYear'].find((field) => fields[field]);
  if (missing) return { problem: { code: STATUS_CODE.MISSING_FIELDS, text: fields[missing], fields } };
  if (dialog) return { problem: { code: STATUS_CODE.MISSING_FIELDS, text: dialog, fields } };
  const missingDate = [fields.fromDate, fields.toDate].find((problem) => problem && problem !== PAYMENT_TEXT.dateInFuture);
  if (missingDate) return { problem: { code: STATUS_CODE.MISSING_FIELDS, text: missingDate, fields } };
  if (fields.fromDate || fields.toDate) return { problem: { code: STATUS_CODE.LOCKED, text: PAYMENT_TEXT.dateInFuture, fields } };
  if (range) return { problem: { code: STATUS_CODE.FAILED_ALT, text: range, fields } };
  return { filter: raw };
}

/** The payments a checked filter selects, oldest first. Dates are inclusive, over the paid day. */
export function reportRows(payments, filter) {
  const year = filter.renewalYear === ALL ? null : Number(filter.renewalYear);
  return payments
    .filter((row) => {
      const day = reportDayOf(row);
      return (
        day >= filter.fromDate &&
        day <= filter.toDate &&
        (filter.paymentType === ALL || row.paymentType === filter.paymentType) &&
        (filter.paymentMode === ALL || row.paymentMode === filter.paymentMode) &&
        (year === null || (row.renewalYears ?? []).includes(year))
      );
    })
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a.paymentId - b.paymentId);
}

/** 'yyyyMMddHHmmss' on the Sri Lanka clock (the report's file names). */
export const reportTimestamp = (instant) => sriLankaStamp(instant);

const nameOf = (row) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
const renewalYearsText = (row) => (row.renewalYears ?? []).join(', ');
const statusNameOf = (row) => PAYMENT_STATUS_NAMES[row.status] ?? String(row.status ?? '');
const sumOf = (rows) => rows.reduce((sum, row) => sum + (Number(row.amount) || 0), 0);

/** Count and LKR sum per status, and the approved grand total. */
export function reportTotals(rows) {
  const byStatus = Object.values(PAYMENT_STATUS).map((status) => {
    const kept = rows.filter((row) => row.status === status);
    return { status, name: PAYMENT_STATUS_NAMES[status], count: kept.length, amount: sumOf(kept) };
  });
  const approved = byStatus.find((entry) => entry.status === PAYMENT_STATUS.APPROVED);
  return { byStatus, count: rows.length, approvedAmount: approved.amount };
}

// ---- HTML -------------------------------------------------------------------------------------------------

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value that reaches the page goes through here. */
export const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

// 'Paid Date' as the list names the same day
const COLUMNS = ['Paid Date', 'Ref No', 'Receipt No', 'Member No', 'Name', 'Type', 'Mode', 'Renewal Year', 'Status', 'Amount'];
const cellsOf = (row) => [formatSriLankaDate(reportDayOf(row)), row.refNo, row.receiptNo, row.memberNo, nameOf(row), row.paymentType, row.paymentMode, renewalYearsText(row), statusNameOf(row), formatMoney(row.amount)];

const STYLE = `
body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;margin:16px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 6px}
.filter{margin:8px 0;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:13px}
.wrap{overflow-x:auto}
table{border-collapse:collapse;font-size:12px;width:100%}
th,td{border:1px solid #bbb;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#eee}td.amount,th.amount{text-align:right;white-space:nowrap}
tfoot td{font-weight:bold}
`;

const tag = (name, content, attributes = '') => `<${name}${attributes}>${content}</${name}>`;

/** The self-contained report page. `generatedAt` is an instant; `institute` the global details' company name. */
export function reportHtml({ rows, filter, generatedAt, institute }) {
  const totals = reportTotals(rows);
  const filterItems = [
    ['Payment Type', filter.paymentType],
    ['Payment Mode', filter.paymentMode],
    ['Renewal Year', filter.renewalYear],
    ['From Date', formatSriLankaDate(filter.fromDate)],
    ['To Date', formatSriLankaDate(filter.toDate)],
    ['Generated', formatSriLankaDateTime(generatedAt)],
  ].map(([label, value]) => tag('span', `${tag('strong', escapeHtml(label))}: ${escapeHtml(value)}`)).join('');
  const head = tag('tr', COLUMNS.map((column) => tag('th', escapeHtml(column), column === 'Amount' ? ' class="amount"' : '')).join(''));
  const body = rows
    .map((row) => tag('tr', cellsOf(row).map((cell, i) => tag('td', escapeHtml(cell), i === COLUMNS.length - 1 ? ' class="amount"' : '')).join('')))
    .join('\n');
  const totalRows = [
    ...totals.byStatus.map((entry) => [entry.name, entry.count, formatMoney(entry.amount)]),
    ['All transactions', totals.count, formatMoney(sumOf(rows))],
    ['Grand total (approved)', totals.byStatus.find((entry) => entry.status === PAYMENT_STATUS.APPROVED).count, formatMoney(totals.approvedAmount)],
  ]
    .map(([label, count, amount]) => tag('tr', `${tag('td', escapeHtml(label))}${tag('td', escapeHtml(count), ' class="amount"')}${tag('td', escapeHtml(amount), ' class="amount"')}`))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${institute} - Transaction Report`)}</title>
<style>${STYLE}</style>
</head>
<body>
${tag('h1', escapeHtml(`${institute} - Transaction Report`))}
${tag('div', filterItems, ' class="filter"')}
${tag('div', tag('table', `${tag('thead', head)}\n${tag('tbody', body)}`), ' class="wrap"')}
${tag('h2', 'Totals')}
${tag('div', tag('table', `${tag('thead', tag('tr', `${tag('th', 'Status')}${tag('th', 'Count', ' class="amount"')}${tag('th', 'Amount', ' class="amount"')}`))}\n${tag('tbody', totalRows)}`, ' class="totals"'), ' class="wrap"')}
</body>
</html>
`;
}

// ---- XML --------------------------------------------------------------------------------------------------

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escaped, and without the control characters XML 1.0 cannot carry at all. */
// eslint-disable-next-line no-control-regex
export const escapeXml = (value) => String(value ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

const XML_FIELDS = [
  ['paymentId', (row) => row.paymentId],
  ['createdDate', (row) => sriLankaDay(row.createdAt)],
  ['refNo', (row) => row.refNo],
  ['receiptNo', (row) => row.receiptNo],
  ['memberNo', (row) => row.memberNo],
  ['firstName', (row) => row.firstName],
  ['lastName', (row) => row.lastName],
  ['nic', (row) => row.nic],
  ['paymentType', (row) => row.paymentType],
  ['paymentMode', (row) => row.paymentMode],
  ['referenceNumber', (row) => row.referenceNumber],
  ['renewalYears', renewalYearsText],
  ['status', (row) => row.status],
  ['statusName', statusNameOf],
  ['amount', (row) => (Number(row.amount) || 0).toFixed(2)],
  ['currency', () => 'LKR'],
  ['paidDate', (row) => row.paidDate],
  ['responseText', (row) => row.responseText],
  ['transactionDes', (row) => row.transactionDes],
];

/** <transactions> with the filter as attributes and one <transaction> per row. */
export function reportXml({ rows, filter, generatedAt }) {
  const attributes = Object.entries({ ...filter, generatedAt: sriLankaIso(generatedAt) })
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const items = rows.map((row) => `  <transaction>\n${XML_FIELDS.map(([name, valueOf]) => `    <${name}>${escapeXml(valueOf(row))}</${name}>`).join('\n')}\n  </transaction>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<transactions${attributes}>\n${items.join('\n')}${items.length ? '\n' : ''}</transactions>\n`;
}
