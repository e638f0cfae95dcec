import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApprovalQueuePage } from '../../../src/features/memberAdmin/ApprovalQueuePage';
import { failed, ok, pdfResponse, renderPage, stubApi, waitForCall } from './memberApi';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();
afterEach(() => vi.unstubAllGlobals());

const QUEUE = 'GET usermanagement/member/approval-queue';
const DECISION = 'PUT usermanagement/member/decision';
const item = (kind: string, id: number, summary: string, createdAt: string) => ({
  key: `${kind}-${id}`, kind, id, userid: 7, memberID: 11, memberNo: 'M0011', memberName: 'Nimal Perera', summary, fileId: `f${id}`, fileName: `evidence-${id}.pdf`, createdAt,
});
const ITEMS = [
  item('changeRequest', 61, 'Associate Member → Corporate Member; Senior Engineer', '2025-01-10'),
  // the same id as the change request, of another kind: the key tells them apart
  item('employment', 61, 'Ceylon Tea Ltd, Engineer', '2025-02-01'),
  item('academic', 31, 'BSc, University of Moratuwa', '2025-02-03'),
];

const show = (decide: (body: Record<string, unknown>) => unknown = () => ok('Approved successfully')) => {
  const api = stubApi({
    [QUEUE]: ({ query }) => (query.kind === 'employment' ? { data: [ITEMS[1]], total: 1 } : { data: ITEMS, total: 23 }),
    [DECISION]: ({ body }) => decide(body as Record<string, unknown>),
    'GET usermanagement/files/f61': () => pdfResponse('evidence-61.pdf'),
  });
  renderPage(<ApprovalQueuePage />, '/member/approvemember');
  return api;
};
const rowOf = async (summary: string) => (await screen.findByText(summary)).closest('tr') as HTMLElement;

describe('Approve Members (/member/approvemember), a declared list', () => {
  it('asks for the queue oldest first, paged, and shows kind, who, what and when', async () => {
    const api = show();
    expect(await screen.findByRole('heading', { name: 'Approve Members' })).toBeInTheDocument();
    const request = await rowOf('Associate Member → Corporate Member; Senior Engineer');
    expect(api.calls(QUEUE)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'createdAt', sortDirection: 'asc', filterText: '' });
    expect(within(request).getByText('Change request')).toBeInTheDocument();
    expect(within(request).getByText('M0011')).toBeInTheDocument();
    expect(within(request).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(request).getByText('10/01/2025')).toBeInTheDocument();
    expect(within(await rowOf('Ceylon Tea Ltd, Engineer')).getByText('Employment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.calls(QUEUE).some((r) => r.query.page === '2')).toBe(true));
  });

  it('filters by kind and finds one member by a member number or name', async () => {
    const api = show();
    await rowOf('Ceylon Tea Ltd, Engineer');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Employment' }));
    await waitFor(() => expect(api.calls(QUEUE).some((r) => r.query.kind === 'employment' && r.query.page === '1')).toBe(true));
    await waitFor(() => expect(screen.queryByText('BSc, University of Moratuwa')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Data' }), { target: { value: 'M0011' } });
    await waitFor(() => expect(api.calls(QUEUE).at(-1)?.query).toMatchObject({ filterText: 'M0011', page: '1' }), { timeout: 5000 });
  });

  it('opens the evidence PDF in one click', async () => {
    show();
    fireEvent.click(within(await rowOf('Ceylon Tea Ltd, Engineer')).getByRole('button', { name: 'Download evidence-61.pdf' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'evidence-61.pdf'));
  });

  it('decides one item in its modal: approve, and reject only with a comment; the item goes by its key', async () => {
    const api = show();
    fireEvent.click(within(await rowOf('Ceylon Tea Ltd, Engineer')).getByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Decide' });
    expect(within(modal).getByRole('button', { name: 'Download evidence-61.pdf' })).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('A comment is required to reject')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(sure).getByText('Approve M0011 · Ceylon Tea Ltd, Engineer?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, DECISION);
    expect(api.calls(DECISION)[0].body).toMatchObject({ key: 'employment-61', kind: 'employment', decision: 'approve' });
    expect(api.calls(DECISION)[0].body).not.toHaveProperty('id'); // the key names the item, not an id of another kind
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('approves several items with one confirmation, one decision call each, and reports a refusal in the server words', async () => {
    const api = show((body) => (body.key === 'academic-31' ? failed('This item has already been decided') : ok('Approved successfully')));
    for (const summary of ['Associate Member → Corporate Member; Senior Engineer', 'Ceylon Tea Ltd, Engineer', 'BSc, University of Moratuwa']) {
      fireEvent.click(within(await rowOf(summary)).getByRole('checkbox'));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(sure).getByText('Approve 3 selected pending items?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Approve it!' }));
    const result = await screen.findByRole('dialog', { name: 'Result' });
    const decided = api.calls(DECISION).map((call) => call.body as Record<string, unknown>);
    expect(decided.map((body) => [body.key, body.decision])).toEqual([
      ['changeRequest-61', 'approve'],
      ['employment-61', 'approve'],
      ['academic-31', 'approve'],
    ]);
    expect(within(result).getByText('2 approved')).toBeInTheDocument();
    expect(within(result).getByRole('listitem')).toHaveTextContent('M0011 · BSc, University of Moratuwa: This item has already been decided');
  });
});
