import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { ResourceListScreen } from '../../../src/framework';
import { decisionActions, defineResource, multiline, number, paged, status, text } from '../../../src/framework/declare';
import { HttpError } from '../../../src/providers/httpError';
import { fakeDataProvider, renderInAdmin } from './harness';
import { onScreenWidth, PHONE_WIDTH } from './screenWidth';

const decisions = decisionActions({
  field: 'decision',
  texts: (name) => ({ approve: 'Approve', approveIt: 'Approve it!', confirmApprove: 'Approve %{name}?', reject: 'Reject', rejectIt: 'Reject it!', confirmReject: 'Reject %{name}?' })[name],
  notices: () => 'Decided',
  requires: { approve: { comment: 'Please add a comment before approve' } },
});

const requests = defineResource({
  name: 'requests',
  title: 'Requests',
  idField: 'requestId',
  recordTitle: 'memberNo',
  noun: 'request',
  fields: {
    requestId: number({ label: 'Id', readOnly: true }),
    memberNo: text({ label: 'Member', readOnly: true }),
    status: status({ label: 'Status', readOnly: true }),
    comment: multiline({ label: 'Comment' }),
    decision: text({ readOnly: true }),
  },
  list: {
    columns: ['requestId', 'memberNo', 'status'],
    rowActions: ['edit'],
    actionWhen: { edit: (record) => Number(record.status) === 1 },
    bulkApprove: { action: decisions.approve, nouns: 'requests' },
  },
  dialog: { title: 'Decide', actions: decisions.actions },
  api: paged({ list: 'GET requests', update: 'PUT requests/{decision}' }),
});

// M0001..M0004 pending, M0005 already approved
const ROWS: RaRecord[] = [1, 2, 3, 4, 5].map((n) => ({ id: n, requestId: n, memberNo: `M000${n}`, status: n === 5 ? 2 : 1 }));

const renderQueue = () => {
  const provider = fakeDataProvider(ROWS);
  const accept = provider.update.getMockImplementation()!;
  provider.update.mockImplementation(async (resource, params) => {
    if (params.id === 3) throw new HttpError('This request has already been decided', 409, { statusCode: '02', status: 'This request has already been decided' });
    return accept(resource, params);
  });
  renderInAdmin(<ResourceListScreen resource={requests} />, provider);
  return provider;
};

const rowOf = async (memberNo: string) => (await screen.findByText(memberNo)).closest('tr') as HTMLElement;

describe('bulk approval (ListSpec.bulkApprove)', () => {
  it('offers selection only on rows awaiting approval', async () => {
    renderQueue();
    expect(within(await rowOf('M0001')).getByRole('checkbox', { name: 'Select M0001' })).toBeEnabled();
    expect(within(await rowOf('M0005')).getByRole('checkbox', { name: 'Select M0005' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  });

  it('asks once, naming the count and the rows and asking the comment once; approves each row through its own update; reports each', async () => {
    const provider = renderQueue();
    for (const memberNo of ['M0001', 'M0002', 'M0003']) fireEvent.click(within(await rowOf(memberNo)).getByRole('checkbox', { name: `Select ${memberNo}` }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Approve 3 selected requests?')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['M0001', 'M0002', 'M0003']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve it!' }));
    expect(await within(dialog).findByText('Please add a comment before approve')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Letters checked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve it!' }));

    const result = await screen.findByRole('dialog', { name: 'Result' });
    expect(provider.update).toHaveBeenCalledTimes(3);
    expect(provider.update.mock.calls.map(([resource, params]) => [resource, params.id, params.data.decision, params.data.comment])).toEqual([
      ['requests', 1, 'approve', 'Letters checked'],
      ['requests', 2, 'approve', 'Letters checked'],
      ['requests', 3, 'approve', 'Letters checked'],
    ]);
    expect(within(result).getByText('2 approved')).toBeInTheDocument();
    expect(within(result).getByText('1 not approved:')).toBeInTheDocument();
    expect(within(result).getByRole('listitem')).toHaveTextContent('M0003: This request has already been decided');

    const listCalls = provider.getList.mock.calls.length;
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(listCalls));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('says "the selected request" for one, and Cancel sends nothing', async () => {
    const provider = renderQueue();
    fireEvent.click(within(await rowOf('M0004')).getByRole('checkbox', { name: 'Select M0004' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Approve the selected request?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.update).not.toHaveBeenCalled();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('is not offered to a viewer who may not write', async () => {
    renderInAdmin(<ResourceListScreen resource={{ ...requests, canWrite: () => false }} />, fakeDataProvider(ROWS));
    await screen.findByText('M0001');
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe(`bulk approval at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('cards carry their own checkbox and the bar selects the page (rows awaiting approval only)', async () => {
    renderQueue();
    const first = (await screen.findByText('M0001')).closest('li') as HTMLElement;
    expect(within(first).getByRole('checkbox', { name: 'Select M0001' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select M0005' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select M0005' })).not.toBeChecked();
  });
});

describe('a selected row decided elsewhere meanwhile', () => {
  it('is left out with its reason, in the confirmation and in the report, and never sent', async () => {
    const rows = ROWS.map((row) => ({ ...row }));
    const provider = fakeDataProvider(rows);
    renderInAdmin(<ResourceListScreen resource={requests} />, provider);
    for (const memberNo of ['M0001', 'M0002']) fireEvent.click(within(await rowOf(memberNo)).getByRole('checkbox', { name: `Select ${memberNo}` }));
    rows[1].status = 2; // approved by someone else; the list shows it at its next read
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'M000' } });
    await waitFor(() => expect(within(screen.getByText('M0002').closest('tr') as HTMLElement).getByText('Approved')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Approve the selected request?')).toBeInTheDocument();
    expect(within(dialog).getByText('Left out, not awaiting approval any more:')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve it!' }));
    const result = await screen.findByRole('dialog', { name: 'Result' });
    expect(provider.update.mock.calls.map(([, params]) => params.id)).toEqual([1]);
    expect(within(result).getByText('1 approved')).toBeInTheDocument();
    expect(within(result).getByText('1 not approved:').nextElementSibling).toHaveTextContent('M0002: Not awaiting approval any more');
  });
});
