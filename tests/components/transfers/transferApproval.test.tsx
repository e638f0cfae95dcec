/**
 * Member Transfer Approval (/member/member-transfer-approval) over the REAL http client and data provider: the
 * staff list (server-paged, status filter, search), actions by status and the approve / reject modal with its
 * comment rule; the outcome in the server's words.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRANSFER_TEXT } from '../../../src/domain/transferRules.mjs';
import { TransferApprovalPage } from '../../../src/features/transfers/TransferApprovalPage';
import { failed, ok, page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import { APPROVE, LIST, REJECT, ROWS } from './transferFixtures';

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => ({ statusCode: '00', ...page(ROWS) }), ...routes });
  renderPage(<TransferApprovalPage />, '/member/member-transfer-approval');
  return api;
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));
const openDecision = async () => {
  fireEvent.click(within(await rowOf('Pending Person')).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Decide transfer request' });
};
const confirmWith = async (button: string) => fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: button }));

describe('Member Transfer Approval: the list', () => {
  it('pages every request newest first with member, chapters, dates and status badges', async () => {
    const api = show();
    const pending = await rowOf('Pending Person');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'requestedAt', sortDirection: 'desc', filterText: '' });
    for (const header of ['Member No', 'Member', 'From chapter', 'To chapter', 'Requested', 'Status', 'Decided']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    for (const text of ['M0041', 'Colombo', 'Kandy', 'Pending']) expect(within(pending).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('Approved Person')).getByText('Approved').closest('[data-status]')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    expect(within(await rowOf('Rejected Person')).getByText('Rejected').closest('[data-status]')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    expect(screen.getByRole('heading', { name: 'Member Transfer Approval' })).toBeInTheDocument();
  });

  it('filters by status on the server and searches by member', async () => {
    const api = show();
    await rowOf('Pending Person');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All statuses', 'Pending', 'Approved', 'Rejected']);
    fireEvent.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.status === '1')).toBe(true));
    fireEvent.change(screen.getByLabelText('Search Data'), { target: { value: 'M0041' } });
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.filterText === 'M0041' && call.query.status === '1')).toBe(true));
  });

  it('offers a decision only on Pending rows; the others are view only', async () => {
    show();
    expect(buttonsOf(await rowOf('Pending Person'))).toEqual(['View', 'Edit']);
    expect(buttonsOf(await rowOf('Approved Person'))).toEqual(['View']);
    expect(buttonsOf(await rowOf('Rejected Person'))).toEqual(['View']);
  });
});

describe('Member Transfer Approval: the decision dialog', () => {
  it('shows the request (member, chapters, reason) above an empty comment', async () => {
    show();
    const dialog = await openDecision();
    for (const text of ['M0041', 'Pending Person', 'Colombo', 'Kandy', 'Moved to Kandy for a new job at the university.']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Comment/)).toHaveValue('');
  });

  it('Reject without a comment says "Please add a comment before rejecting the transfer" and sends nothing (a blank one too)', async () => {
    const api = show();
    const dialog = await openDecision();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please add a comment before rejecting the transfer')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please add a comment before rejecting the transfer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.calls(REJECT)).toHaveLength(0);
  });

  it('refuses a comment over 500 characters: "Comment must be at most 500 characters"', async () => {
    const api = show();
    const dialog = await openDecision();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'c'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Comment must be at most 500 characters')).toBeInTheDocument();
    expect(api.calls(APPROVE)).toHaveLength(0);
  });

  it('Approve needs no comment: asks "Are you sure?", sends the request to approve-transfer and says the approval', async () => {
    const api = show({ [APPROVE]: () => ok(TRANSFER_TEXT.approved) });
    const dialog = await openDecision();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve the transfer of member M0041?')).toBeInTheDocument();
    await confirmWith('Approve it!');
    await waitForCall(api, APPROVE);
    expect(api.calls(APPROVE)[0].body).toMatchObject({ transferId: 1, decision: 'approve' });
    expect(await screen.findByText('Transfer approved; the member now belongs to the new chapter')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decide transfer request' })).not.toBeInTheDocument());
    expect(api.calls(REJECT)).toHaveLength(0);
  });

  it('Reject with a comment sends it to reject-transfer and says "Transfer rejected"', async () => {
    const api = show({ [REJECT]: () => ok(TRANSFER_TEXT.rejected) });
    const dialog = await openDecision();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Please attach proof of address.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await confirmWith('Reject it!');
    await waitForCall(api, REJECT);
    expect(api.calls(REJECT)[0].body).toMatchObject({ transferId: 1, comment: 'Please attach proof of address.', decision: 'reject' });
    expect(await screen.findByText('Transfer rejected')).toBeInTheDocument();
  });

  it('a refusal is told in the server’s words ("This transfer request has already been decided")', async () => {
    show({ [APPROVE]: () => failed(TRANSFER_TEXT.alreadyDecided) });
    const dialog = await openDecision();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await confirmWith('Approve it!');
    expect(await screen.findByText('This transfer request has already been decided')).toBeInTheDocument();
  });
});

describe('Member Transfer Approval on a phone (375 px)', () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows each request as a card: member, member number and "from → to", the status badge, the decision on Pending only', async () => {
    show();
    const card = (await screen.findByText('Pending Person')).closest('li') as HTMLElement;
    expect(within(card).getByText('M0041')).toBeInTheDocument();
    expect(within(card).getByText('Colombo → Kandy')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'From chapter' })).not.toBeInTheDocument();
  });
});
