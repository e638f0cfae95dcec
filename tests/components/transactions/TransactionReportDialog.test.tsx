import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultReportFilter, PAYMENT_TEXT, REPORT_PAYMENT_MODES, REPORT_RENEWAL_YEARS } from '../../../src/domain/paymentRules.mjs';
import { formatSriLankaDate, sriLankaToday } from '../../../src/domain/sriLankaTime.mjs';
import { TransactionReportDialog } from '../../../src/features/transactions/TransactionReportDialog';
import { failed, ok, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { REPORT, XML, textOf } from './transactionFixtures';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockClear();
});

const show = (routes: Routes = {}) => {
  const api = stubApi(routes);
  renderPage(<TransactionReportDialog open onClose={() => undefined} />, '/member/approvetransaction');
  return api;
};
// hidden: the report stays behind the "Date Selection Required" dialog (aria-hidden while that is open)
const modal = () => screen.getByRole('dialog', { name: 'Transaction Details', hidden: true });
const optionsOf = async (label: RegExp) => {
  fireEvent.mouseDown(within(modal()).getByRole('combobox', { name: label }));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return options;
};
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(within(modal()).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};
const typeDate = (label: RegExp, value: string) => fireEvent.change(within(modal()).getByLabelText(label), { target: { value } });
const fill = async (from: string, to: string) => {
  await choose(/Payment Type/, 'All');
  await choose(/Payment Mode/, 'Payment Slip');
  await choose(/Renewal Year/, '2024');
  typeDate(/From Date/, from);
  typeDate(/To Date/, to);
};
const download = () => fireEvent.click(within(modal()).getByRole('button', { name: 'Download report' }));

describe('Transaction Details report modal (spec §2, §5, §8, §9)', () => {
  it('offers the §9 options, "All" first: payment types, payment modes, renewal years All and 2000..2030', async () => {
    show();
    expect(await optionsOf(/Payment Type/)).toEqual(['All', 'Membership Renewal', 'New Membership']);
    expect(await optionsOf(/Payment Mode/)).toEqual(['All', 'Payment Gateway', 'Payment Slip', 'To Institute Office']);
    expect(REPORT_PAYMENT_MODES).toHaveLength(4);
    const years = await optionsOf(/Renewal Year/);
    expect(years).toEqual([...REPORT_RENEWAL_YEARS]);
    expect(years[0]).toBe('All');
    expect(years.slice(1)).toEqual(Array.from({ length: 31 }, (_, i) => String(2000 + i)));
  });

  it('opens on "All" and this month so far (Sri Lanka): Download report sends that at once', async () => {
    const api = show({ [REPORT]: () => ok('Report generated', { fileName: 'Transaction_Report_20240305120000.html', content: '<p>r</p>' }) });
    for (const label of [/Payment Type/, /Payment Mode/, /Renewal Year/]) expect(within(modal()).getByRole('combobox', { name: label })).toHaveTextContent('All');
    expect(within(modal()).getByLabelText(/From Date/)).toHaveValue(formatSriLankaDate(defaultReportFilter(sriLankaToday()).fromDate));
    expect(within(modal()).getByLabelText(/To Date/)).toHaveValue(formatSriLankaDate(sriLankaToday()));
    // (on the 1st of a month the range starts a month earlier: a one-day range is invalid, spec §5)
    if (sriLankaToday().endsWith('-01')) return;
    download();
    await waitForCall(api, REPORT);
    expect(api.calls(REPORT)[0].body).toMatchObject({ paymentType: 'All', paymentMode: 'All', renewalYear: 'All', fromDate: defaultReportFilter(sriLankaToday()).fromDate, toDate: sriLankaToday() });
  });

  it('with both dates cleared: the "Date Selection Required" dialog alone, no field texts beside it; nothing is sent', async () => {
    const api = show();
    typeDate(/From Date/, '');
    typeDate(/To Date/, '');
    download();
    const dialog = await screen.findByRole('dialog', { name: 'Date Selection Required' });
    expect(dialog).toHaveTextContent('Please select both From Date and To Date');
    expect(`${PAYMENT_TEXT.dateSelectionTitle} – Please select both From Date and To Date`).toBe('Date Selection Required – Please select both From Date and To Date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    for (const text of ['Please Select Start Date', 'Please Select End Date']) expect(within(modal()).queryByText(text)).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it.each([
    ['From', '', '01/03/2024', 'Please Select Start Date'],
    ['To', '01/03/2024', '', 'Please Select End Date'],
  ])('a missing %s date says so under it, without the dialog', async (_which, from, to, text) => {
    const api = show();
    await fill(from, to);
    download();
    expect(await within(modal()).findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Date Selection Required' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('refuses dates later than today', async () => {
    const api = show();
    await fill('01/01/2024', '31/12/2099');
    download();
    expect(await within(modal()).findByText('Dates cannot be later than today')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Date Selection Required' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it.each([
    ['after', '05/03/2024', '01/03/2024'],
    ['on', '05/03/2024', '05/03/2024'],
  ])('says "Invalid date range" when the start is %s the end', async (_how, from, to) => {
    const api = show();
    await fill(from, to);
    download();
    expect(await within(modal()).findByText('Invalid date range')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('asks for DD/MM/YYYY when a typed date is no date', async () => {
    show();
    await fill('31/02/2024', '01/03/2024');
    download();
    expect(await within(modal()).findByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
  });

  it('sends the filter (wire dates, page 1 of 30), saves Transaction_Report_{timestamp}.html and says so', async () => {
    const api = show({ [REPORT]: () => ok('Report generated', { fileName: 'Transaction_Report_20240305120000.html', content: '<!doctype html><p>report</p>' }) });
    await fill('01/01/2024', '05/03/2024');
    download();
    await waitForCall(api, REPORT);
    expect(api.calls(REPORT)[0].body).toEqual({ paymentType: 'All', paymentMode: 'Payment Slip', renewalYear: '2024', fromDate: '2024-01-01', toDate: '2024-03-05', page: 1, perPage: 30 });
    expect(await screen.findByText('Transaction report downloaded successfully')).toBeInTheDocument();
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^Transaction_Report_\d{14}\.html$/);
    expect(await textOf(blob)).toBe('<!doctype html><p>report</p>');
  });

  it('says "Error generating transaction report" when the server refuses', async () => {
    show({ [REPORT]: () => failed(PAYMENT_TEXT.noTransactions) });
    await fill('01/01/2024', '05/03/2024');
    download();
    expect(await screen.findByText('Error generating transaction report')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_TEXT.noTransactions)).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('exports the same filter as XML', async () => {
    const xml = () => new Response('<transactions/>', { status: 200, headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="Transaction_Report_20240305120000.xml"' } });
    const api = show({ [XML]: xml });
    await fill('01/01/2024', '05/03/2024');
    fireEvent.click(within(modal()).getByRole('button', { name: 'Export XML' }));
    await waitForCall(api, XML);
    expect(api.calls(XML)[0].query).toEqual({ paymentType: 'All', paymentMode: 'Payment Slip', renewalYear: '2024', fromDate: '2024-01-01', toDate: '2024-03-05' });
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('Transaction_Report_20240305120000.xml');
  });
});
