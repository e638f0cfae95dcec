import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { ResourceListScreen } from '../../../src/framework';
import { decisionActions, defineResource, multiline, number, paged, status, text } from '../../../src/framework/declare';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { HttpError } from '../../../src/providers/httpError';
import { fakeDataProvider, renderInAdmin, signedInAs } from './harness';
import { onScreenWidth, PHONE_WIDTH } from './screenWidth';

const REASON = ownCaseText('payment');
const decisions = decisionActions({
  field: 'decision',
  texts: (name) => ({ approve: 'Approve', approveIt: 'Approve it!', confirmApprove: 'Approve %{name}?', reject: 'Reject', rejectIt: 'Reject it!', confirmReject: 'Reject %{name}?' })[name],
  notices: () => 'Decided',
});

/** A decision list whose rows name their subject's account (userid); the viewer is user 7. */
const payments = defineResource({
  name: 'ownPayments',
  title: 'Payments',
  idField: 'paymentId',
  recordTitle: 'refNo',
  noun: 'payment',
  fields: {
    paymentId: number({ label: 'Id', readOnly: true }),
    refNo: text({ label: 'Ref', readOnly: true }),
    status: status({ label: 'Status', readOnly: true }),
    comment: multiline({ label: 'Comment' }),
    decision: text({ readOnly: true }),
    userid: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['paymentId', 'refNo', 'status'],
    rowActions: ['view', 'approve'],
    bulkApprove: { action: decisions.approve, nouns: 'payments' },
    ownCase: { subject: 'userid', reason: REASON },
  },
  dialog: { title: 'Decide', viewTitle: 'Payment', actions: decisions.actions },
  api: paged({ list: 'GET payments', update: 'PUT payments/{decision}' }),
});

// PAY-2 is the viewer's own payment
const ROWS: RaRecord[] = [1, 2, 3].map((n) => ({ id: n, paymentId: n, refNo: `PAY-${n}`, status: 1, userid: n === 2 ? 7 : 100 + n }));
const VIEWER = signedInAs(7, 24);
const rowOf = async (refNo: string) => (await screen.findByText(refNo)).closest('tr') as HTMLElement;

describe("the viewer's own case (ListSpec.ownCase)", () => {
  it('shows the decision of their own row disabled, named by the reason; other rows decide as before', async () => {
    renderInAdmin(<ResourceListScreen resource={payments} />, fakeDataProvider(ROWS), VIEWER);
    const own = await rowOf('PAY-2');
    expect(within(own).getByRole('button', { name: REASON })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'View' })).toBeEnabled();
    expect(within(await rowOf('PAY-1')).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('never selects it for a bulk approval, alone or with the page', async () => {
    renderInAdmin(<ResourceListScreen resource={payments} />, fakeDataProvider(ROWS), VIEWER);
    expect(within(await rowOf('PAY-2')).getByRole('checkbox', { name: 'Select PAY-2' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select PAY-2' })).not.toBeChecked();
  });

  it("a row the server refuses in a bulk approval (another's own case) shows the server's reason in the report", async () => {
    const provider = fakeDataProvider(ROWS);
    const accept = provider.update.getMockImplementation()!;
    provider.update.mockImplementation(async (resource, params) => {
      if (params.id === 3) throw new HttpError(REASON, 403, { statusCode: '02', status: REASON });
      return accept(resource, params);
    });
    renderInAdmin(<ResourceListScreen resource={payments} />, provider, VIEWER);
    for (const refNo of ['PAY-1', 'PAY-3']) fireEvent.click(within(await rowOf(refNo)).getByRole('checkbox', { name: `Select ${refNo}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Approve it!' }));
    const result = await screen.findByRole('dialog', { name: 'Result' });
    expect(within(result).getByText('1 approved')).toBeInTheDocument();
    expect(within(result).getByRole('listitem')).toHaveTextContent(`PAY-3: ${REASON}`);
  });

  it('is no own case while nobody is known to be signed in', async () => {
    renderInAdmin(<ResourceListScreen resource={payments} />, fakeDataProvider(ROWS));
    expect(within(await rowOf('PAY-2')).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});

describe(`the viewer's own case at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('says the reason in words on the card (a tooltip needs a pointer)', async () => {
    renderInAdmin(<ResourceListScreen resource={payments} />, fakeDataProvider(ROWS), VIEWER);
    const card = (await screen.findByText('PAY-2')).closest('li') as HTMLElement;
    expect(within(card).getByText(REASON)).toBeVisible();
    expect(within(card).getByRole('button', { name: REASON })).toBeDisabled();
    const other = screen.getByText('PAY-1').closest('li') as HTMLElement;
    expect(within(other).queryByText(REASON)).toBeNull();
  });
});
