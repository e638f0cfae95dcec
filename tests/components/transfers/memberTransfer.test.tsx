/**
 * Member Transfer (/member/member-transfer) over the REAL http client and data provider (global fetch replaced
 * by a route table): the current chapter, the request form's rules in their exact texts, the pending summary
 * in place of the form, and the member's own requests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRANSFER_TEXT } from '../../../src/domain/transferRules.mjs';
import { MemberTransferPage } from '../../../src/features/transfers/MemberTransferPage';
import { checkRegistry } from '../../../src/framework/declare';
import { ownTransfers } from '../../../resources/transfers/ownTransfers';
import { transferApprovals } from '../../../resources/transfers/transferApprovals';
import { failed, ok, renderPage, stubApi, waitForCall, type Request, type Routes } from '../memberAdmin/memberApi';
import { CHAPTERS, CHAPTER_ROWS, LIST, REQUEST, transferRow } from './transferFixtures';

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REJECTED = transferRow(3, 3, 'Kasun Jayawardena', { toChapterId: 3, toChapterName: 'Galle' });
const PENDING = transferRow(4, 1, 'Kasun Jayawardena', { reason: 'Returning to my home town to look after my parents.' });

/** The list answers the page's Pending-only probe (status=1) and the member's own list alike, from `rows`. */
const listOf = (rows: ReturnType<typeof transferRow>[], currentChapter: unknown = { chapterId: 1, name: 'Colombo' }) => (request: Request) => {
  const kept = request.query.status ? rows.filter((row) => String(row.status) === request.query.status) : rows;
  return { statusCode: '00', data: kept, total: kept.length, currentChapter };
};

const show = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: listOf([REJECTED]), [CHAPTERS]: () => ({ statusCode: '00', data: CHAPTER_ROWS }), ...routes });
  renderPage(<MemberTransferPage />, '/member/member-transfer');
  return api;
};
const form = () => screen.findByRole('region', { name: 'Ask to move to another chapter' });
const fill = async (chapter: string | null, reason: string) => {
  const section = await form();
  if (chapter) {
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: /New chapter/ }));
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(chapter) }));
  }
  fireEvent.change(within(section).getByLabelText(/Reason/), { target: { value: reason } });
  fireEvent.click(within(section).getByRole('button', { name: 'Send request' }));
  return section;
};

describe('Member Transfer: the page', () => {
  it('shows the current chapter, the form as the primary action, and the member’s own requests with badge and comment', async () => {
    show();
    const chapter = await screen.findByRole('region', { name: 'Your chapter' });
    expect(within(chapter).getByText('Colombo')).toBeInTheDocument();
    expect(within(await form()).getByRole('button', { name: 'Send request' })).toHaveAttribute('data-primary-action');
    const own = await screen.findByRole('region', { name: 'My transfer requests' });
    // the reason and the day of the rejection under the badge (a table at desktop width)
    expect(await within(own).findByText('Reason: Please attach proof of your new address.')).toBeInTheDocument();
    expect(within(own).getByText('Rejected on 20/10/2026')).toBeInTheDocument();
    expect(within(own).getByText('Rejected').closest('[data-status]')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    expect(within(own).getByText('Galle')).toBeInTheDocument();
  });

  it('says "Not assigned" for a member without a chapter', async () => {
    show({ [LIST]: listOf([], null) });
    expect(within(await screen.findByRole('region', { name: 'Your chapter' })).getByText('Not assigned')).toBeInTheDocument();
  });

  it('offers every active chapter but the member’s own', async () => {
    show();
    fireEvent.mouseDown(within(await form()).getByRole('combobox', { name: /New chapter/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Kandy (Central Province)', 'Galle (Southern Province)']);
  });

  it('replaces the form by the pending request’s summary while one is pending', async () => {
    show({ [LIST]: listOf([PENDING, REJECTED]) });
    const summary = await screen.findByRole('region', { name: 'Your request is waiting for a decision' });
    expect(within(summary).getByText(/Colombo → Kandy/)).toBeInTheDocument();
    expect(within(summary).getByText('Reason: Returning to my home town to look after my parents.')).toBeInTheDocument();
    expect(within(summary).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask to move to another chapter' })).not.toBeInTheDocument();
  });

  it('shows the server’s words to a non-member ("Only members may request a chapter transfer"), no form', async () => {
    show({ [LIST]: () => failed(TRANSFER_TEXT.membersOnly, '01') });
    expect(await screen.findByText('Only members may request a chapter transfer')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ask to move to another chapter' })).not.toBeInTheDocument();
  });

  it('passes the start-up checks', () => {
    expect(checkRegistry([ownTransfers, transferApprovals])).toEqual([]);
  });
});

describe('Member Transfer: the form rules (src/domain/transferRules)', () => {
  it('asks for a chapter: "Choose the chapter you want to move to"; sends nothing', async () => {
    const api = show();
    const section = await fill(null, 'Moved to Kandy for a new job.');
    expect(await within(section).findByText('Choose the chapter you want to move to')).toBeInTheDocument();
    expect(api.calls(REQUEST)).toHaveLength(0);
  });

  it.each([
    ['9 characters', 'x'.repeat(9)],
    ['9 characters between spaces', `   ${'x'.repeat(9)}   `],
    ['501 characters', 'x'.repeat(501)],
  ])('refuses a reason of %s: "Reason must be 10 to 500 characters"; sends nothing', async (_, reason) => {
    const api = show();
    const section = await fill('Kandy', reason);
    expect(await within(section).findByText('Reason must be 10 to 500 characters')).toBeInTheDocument();
    expect(api.calls(REQUEST)).toHaveLength(0);
  });

  it('sends the chapter and the trimmed reason (10 characters is enough), then shows the server’s text and reloads', async () => {
    const api = show({ [REQUEST]: () => ok(TRANSFER_TEXT.submitted) });
    await fill('Kandy', '  0123456789  ');
    await waitForCall(api, REQUEST);
    expect(api.calls(REQUEST)[0].body).toEqual({ toChapterId: 2, reason: '0123456789' });
    expect(await screen.findByText('Your transfer request has been submitted for approval')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(2));
  });

  it('shows a refusal in the server’s words with each field’s problem under it', async () => {
    show({ [REQUEST]: () => ({ statusCode: '02', status: TRANSFER_TEXT.sameChapter, problems: { toChapterId: TRANSFER_TEXT.sameChapter } }) });
    const section = await fill('Galle', 'Moved to Galle for a new job.');
    expect(await within(section).findAllByText('You already belong to this chapter')).toHaveLength(2);
  });

  it('shows "You already have a transfer request waiting for a decision" when the server says so', async () => {
    show({ [REQUEST]: () => failed(TRANSFER_TEXT.pendingExists) });
    const section = await fill('Kandy', 'Moved to Kandy for a new job.');
    expect(await within(section).findByRole('alert')).toHaveTextContent('You already have a transfer request waiting for a decision');
  });
});
