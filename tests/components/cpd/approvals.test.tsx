/**
 * CPD Member View / CPD Membership Approve (/member/approvecpdmembership; spec §2, §3, §4, §5, §8) over the
 * REAL http client and data provider (global fetch replaced by a route table).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CPD_MEMBERSHIP, CPD_TEXT } from '../../../src/domain/cpdRules.mjs';
import { CpdApprovalsPage } from '../../../src/features/cpd/approvals/CpdApprovalsPage';
import { cpdMembers } from '../../../resources/cpd/cpdMembers';
import { checkRegistry } from '../../../src/framework/declare';
import { page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { APPROVE, approvalMail, LIST, REJECT, rejectMail, ROWS } from './approvalsFixtures';

beforeEach(() => {
  // a 401 ends the session and goes to the login page: keep jsdom from navigating
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), ...routes });
  renderPage(<CpdApprovalsPage />, '/member/approvecpdmembership');
  return api;
};
const rowOf = async (lastName: string) => (await screen.findByText(lastName)).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
const answer = (statusCode: string, status = 'server words') => ({ statusCode, status });

const openDecision = async () => {
  fireEvent.click(within(await rowOf('Pending-Row')).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'CPD Membership Approve' });
};
const confirmWith = async (button: string) => fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: button }));
/** Comment (or none), the button, then "Approve it!" / "Reject it!". */
const decide = async (button: 'Approve' | 'Reject', comment = 'Meets the entry criteria') => {
  const dialog = await openDecision();
  if (comment) fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: comment } });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await confirmWith(button === 'Approve' ? 'Approve it!' : 'Reject it!');
  return dialog;
};

describe('CPD Membership Approve (/member/approvecpdmembership): the list', () => {
  it('pages the CPD member rows newest first with the §3 columns, status badges, hours and compliance', async () => {
    const api = show();
    const pending = await rowOf('Pending-Row');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'CreatedAt', sortDirection: 'desc', filterText: '' });
    for (const header of ['Member No', 'Title', 'First Name', 'Last Name', 'CPD Start Date', 'Primary Skills', 'Entry Level', 'Status', 'Hours', 'Compliance']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const text of ['M1', 'Eng.', 'Kamal', '15/01/2026', 'Engineering', 'Professional (3-10 years)', 'Pending']) expect(within(pending).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CPD Member View / CPD Membership Approve' })).toBeInTheDocument();
  });

  it('colours the §4 badges (Pending yellow, Approved green, Rejected red) and shows hours and compliance on approved rows only', async () => {
    show();
    const badge = async (lastName: string, text: string) => within(await rowOf(lastName)).getByText(text).closest('[data-status]');
    expect(await badge('Pending-Row', 'Pending')).toHaveStyle({ backgroundColor: 'rgb(251, 192, 45)' });
    expect(await badge('Behind-Row', 'Approved')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    expect(await badge('Rejected-Row', 'Rejected')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    expect(within(await rowOf('Behind-Row')).getByText('12.5 / 20')).toBeInTheDocument();
    expect(await badge('Behind-Row', 'Behind')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    expect(within(await rowOf('Compliant-Row')).getByText('24 / 20')).toBeInTheDocument();
    expect(await badge('Compliant-Row', 'Compliant')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    for (const lastName of ['Pending-Row', 'Rejected-Row']) {
      const row = await rowOf(lastName);
      expect(row.querySelectorAll('[data-status]')).toHaveLength(1);
      expect(within(row).queryByText(/\/ 20/)).not.toBeInTheDocument();
    }
  });

  it('filters on the server by status, compliance (All / Compliant / Behind) and CPD year, and searches', async () => {
    const api = show();
    await rowOf('Pending-Row');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'Pending', 'Approved', 'Rejected']);
    fireEvent.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.status === String(CPD_MEMBERSHIP.APPROVED))).toBe(true));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Compliance/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Compliant', 'Behind']);
    fireEvent.click(screen.getByRole('option', { name: 'Behind' }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.compliance === 'behind' && call.query.status === '2')).toBe(true));

    const thisYear = new Date().getFullYear();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /CPD year/ }));
    const years = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(years[0]).toBe('Current CPD year');
    expect(years.slice(1, 3)).toEqual([String(thisYear), String(thisYear - 1)]);
    fireEvent.click(screen.getByRole('option', { name: String(thisYear - 1) }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.year === String(thisYear - 1))).toBe(true));

    fireEvent.change(screen.getByLabelText('Search Data'), { target: { value: 'M2' } });
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.filterText === 'M2' && call.query.compliance === 'behind')).toBe(true));
  });

  it('offers actions by status (§4): Pending view + edit (approve or reject); Approved and Rejected view only', async () => {
    show();
    expect(buttonsOf(await rowOf('Pending-Row'))).toEqual(['View', 'Edit']);
    expect(buttonsOf(await rowOf('Behind-Row'))).toEqual(['View']);
    expect(buttonsOf(await rowOf('Compliant-Row'))).toEqual(['View']);
    expect(buttonsOf(await rowOf('Rejected-Row'))).toEqual(['View']);
  });

  it('the view modal shows the row with the decision and its comment', async () => {
    show();
    fireEvent.click(within(await rowOf('Rejected-Row')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'CPD Member - M4' });
    for (const text of ['M4', 'Rejected-Row', 'Engineering', 'Rejected', 'Checked by the CPD committee', 'admin']) expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  it('makes "Audit sample" the primary action', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'Audit sample' })).toHaveAttribute('data-primary-action');
  });

  it('passes the start-up checks', () => {
    expect(checkRegistry([cpdMembers])).toEqual([]);
  });
});

describe('CPD Membership Approve: the approve / reject modal (spec §5, §8)', () => {
  it('shows the row above the comment', async () => {
    show();
    const dialog = await openDecision();
    for (const text of ['M1', 'Eng.', 'Pending-Row', '15/01/2026', 'Engineering', 'Professional (3-10 years)']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Comment/)).toHaveValue('');
  });

  it.each([
    ['Approve', 'Please add a comment before approve', APPROVE],
    ['Reject', 'Please add a comment before reject', REJECT],
  ] as const)('%s without a comment says "%s" and sends nothing (a blank comment too)', async (button, text, route) => {
    const api = show();
    const dialog = await openDecision();
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.calls(route)).toHaveLength(0);
  });

  it('Approve with a comment asks "Are you sure?", sends the row, says "Member has been approved successfully" and sends the approval mail', async () => {
    const api = show({ [APPROVE]: () => answer('00', CPD_TEXT.approved), [approvalMail(1)]: () => answer('00', CPD_TEXT.mailSent) });
    const dialog = await openDecision();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Meets the entry criteria' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve the CPD membership of member M1?')).toBeInTheDocument();
    await confirmWith('Approve it!');
    await waitForCall(api, APPROVE);
    expect(api.calls(APPROVE)[0].body).toMatchObject({ CPDMemberID: 1, comment: 'Meets the entry criteria', decision: 'approve' });
    expect(await screen.findByText('Member has been approved successfully')).toBeInTheDocument();
    await waitForCall(api, approvalMail(1));
    expect(api.calls(rejectMail(1))).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CPD Membership Approve' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(1));
  });

  it('Reject with a comment says "Member has been rejected successfully" and sends the reject mail', async () => {
    const api = show({ [REJECT]: () => answer('00', CPD_TEXT.rejected), [rejectMail(1)]: () => answer('00', CPD_TEXT.mailSent) });
    await decide('Reject', 'No evidence of the entry level');
    await waitForCall(api, REJECT);
    expect(api.calls(REJECT)[0].body).toMatchObject({ CPDMemberID: 1, comment: 'No evidence of the entry level', decision: 'reject' });
    expect(await screen.findByText('Member has been rejected successfully')).toBeInTheDocument();
    await waitForCall(api, rejectMail(1));
    expect(api.calls(approvalMail(1))).toHaveLength(0);
  });

  // spec §8: approve '00' / '02' / else; reject '00' / '02' / '03' / else — by the code, whatever the server's words
  it.each([
    ['Approve', '02', 'Member has not been approved'],
    ['Approve', '03', 'Please add a comment before approve'],
    ['Approve', '05', 'Please add a comment before approve'],
    ['Approve', '99', 'Please add a comment before approve'],
    ['Reject', '02', 'Member has not been rejected'],
    ['Reject', '03', 'Please add a comment before reject'],
    ['Reject', '05', 'Something went wrong'],
    ['Reject', '99', 'Something went wrong'],
  ] as const)('%s answered %s says "%s", keeps the modal open and sends no mail', async (button, code, text) => {
    const api = show({ [APPROVE]: () => answer(code), [REJECT]: () => answer(code) });
    await decide(button);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'CPD Membership Approve' })).toBeInTheDocument();
    expect(api.sent.some((request) => request.path.includes('email'))).toBe(false);
  });

  it.each([
    ['Approve', 401, 'Bad credentials'],
    ['Reject', 401, 'Bad credentials'],
    ['Approve', 500, 'An unknown error occurred in Auth endpoint.'],
    ['Reject', 403, 'An unknown error occurred in Auth endpoint.'],
    ['Approve', 400, 'An unknown error occurred in Auth endpoint.'],
  ] as const)('%s failing with HTTP %i says "%s" (CPD service errors)', async (button, httpStatus, text) => {
    const api = show({ [APPROVE]: () => [httpStatus, answer('02')], [REJECT]: () => [httpStatus, answer('02')] });
    await decide(button);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.sent.some((request) => request.path.includes('email'))).toBe(false);
  });

  it('a failed decision mail is only logged, never shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = show({ [APPROVE]: () => answer('00', CPD_TEXT.approved), [approvalMail(1)]: () => [500, { status: 'mail server down' }] });
    await decide('Approve');
    expect(await screen.findByText('Member has been approved successfully')).toBeInTheDocument();
    await waitForCall(api, approvalMail(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('An unknown error occurred in Auth endpoint.')).not.toBeInTheDocument();
    expect(screen.queryByText('mail server down')).not.toBeInTheDocument();
  });
});
