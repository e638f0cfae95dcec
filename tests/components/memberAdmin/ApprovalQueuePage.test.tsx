import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { ApprovalQueuePage } from '../../../src/features/memberAdmin/ApprovalQueuePage';
import { ok, pdfResponse, renderPage, stubApi, waitForCall } from './memberApi';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const QUEUE = 'GET usermanagement/member/approval-queue';
const DECISION = 'PUT usermanagement/member/decision';
const item = (kind: string, id: number, summary: string, createdAt: string) => ({
  kind, id, userid: 7, memberID: 11, memberNo: 'M0011', memberName: 'Nimal Perera', summary, fileId: `f${id}`, fileName: `evidence-${id}.pdf`, createdAt,
});
const ITEMS = [
  item('changeRequest', 61, 'Associate Member → Corporate Member; Senior Engineer', '2025-01-10'),
  item('employment', 31, 'Ceylon Tea Ltd, Engineer', '2025-02-01'),
];

const show = () => {
  const api = stubApi({
    [QUEUE]: ({ query }) => (query.kind === 'employment' ? { data: [ITEMS[1]], total: 1 } : { data: ITEMS, total: 23 }),
    [DECISION]: () => ok('Decision saved'),
    'GET usermanagement/files/f31': () => pdfResponse('evidence-31.pdf'),
  });
  renderPage(<ApprovalQueuePage />, '/member/approvemember');
  return api;
};
const itemOf = async (key: string) => {
  await waitFor(() => expect(document.querySelector(`[data-queue-item="${key}"]`)).not.toBeNull());
  return document.querySelector(`[data-queue-item="${key}"]`) as HTMLElement;
};

describe('Approve Members (/member/approvemember)', () => {
  it('asks for the queue oldest first, paged, and shows who, what and when', async () => {
    const api = show();
    expect(await screen.findByRole('heading', { name: 'Approve Members' })).toBeInTheDocument();
    const request = await itemOf('changeRequest-61');
    expect(api.calls(QUEUE)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'createdAt', sortDirection: 'asc' });
    expect(within(request).getByText('M0011 · Nimal Perera')).toBeInTheDocument();
    expect(within(request).getByText('Change request')).toBeInTheDocument();
    expect(within(request).getByText('Submitted: 10/01/2025')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.calls(QUEUE).some((r) => r.query.page === '2')).toBe(true));
  });

  it('filters by kind', async () => {
    const api = show();
    await itemOf('changeRequest-61');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Employment' }));
    await waitFor(() => expect(api.calls(QUEUE).some((r) => r.query.kind === 'employment' && r.query.page === '1')).toBe(true));
    await waitFor(() => expect(document.querySelector('[data-queue-item="changeRequest-61"]')).toBeNull());
  });

  it("finds one member's items by a member number or name (filterText), back on page 1", async () => {
    const api = show();
    await itemOf('changeRequest-61');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.calls(QUEUE).some((r) => r.query.page === '2')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Data' }), { target: { value: ' M0011 ' } });
    await waitFor(() => expect(api.calls(QUEUE).at(-1)?.query).toMatchObject({ filterText: 'M0011', page: '1' }));
  });

  it('opens the evidence PDF in one click', async () => {
    show();
    fireEvent.click(within(await itemOf('employment-31')).getByRole('button', { name: 'Download evidence-31.pdf' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'evidence-31.pdf'));
  });

  it('approves, and rejects only with a comment', async () => {
    const api = show();
    fireEvent.click(within(await itemOf('changeRequest-61')).getByRole('button', { name: 'Approve' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(sure).getByText('Approve the Change request of Nimal Perera?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, DECISION);
    expect(api.calls(DECISION)[0].body).toEqual({ kind: 'changeRequest', id: 61, decision: 'approve', comment: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(await itemOf('employment-31')).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject it!' }));
    expect(await within(reject).findByText('A comment is required to reject')).toBeInTheDocument();
    expect(api.calls(DECISION)).toHaveLength(1);
    fireEvent.change(within(reject).getByLabelText(/Comment/), { target: { value: 'Letter is not signed' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject it!' }));
    await waitForCall(api, DECISION, 2);
    expect(api.calls(DECISION)[1].body).toEqual({ kind: 'employment', id: 31, decision: 'reject', comment: 'Letter is not signed' });
  });
});
