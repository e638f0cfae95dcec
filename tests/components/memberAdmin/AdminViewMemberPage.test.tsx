import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '../../../src/domain/session';
import { AdminViewMemberPage } from '../../../src/features/memberAdmin/AdminViewMemberPage';
import { LOOKUP_ITEM, MEMBER, RECORD_ROUTES } from './memberFixtures';
import { currentLocation, failed, ok, page, pdfResponse, renderPage, stubApi, waitForCall, type Routes } from './memberApi';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { signedInAs } from '../framework/harness';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockClear();
});

const DECISION = 'PUT usermanagement/member/decision';
const CHANGE_REQUEST = {
  requestId: 61, memberName: 'Nimal Perera', currentMemberTypeName: 'Associate Member', memberTypeName: 'Corporate Member',
  currentDesignation: 'Engineer', designation: 'Senior Engineer', remark: 'Promoted', status: 1, fileId: 'f61', fileName: 'promotion.pdf', createdAt: '2025-01-10',
};
const ENTITLEMENTS = { memberID: 11, votingRights: true, postNominals: true, journal: false, library: true, cpdPortal: false };

const show = (routes: Routes = {}, path = '/member/adminviewmember?memberID=11') => {
  const api = stubApi({
    'GET application/memberdetail/11': () => ({ memberData: MEMBER }),
    'GET application/memberdetails/M0011': () => ({ data: [LOOKUP_ITEM] }),
    'GET usermanagement/member/change-requests-admin/7': () => page([CHANGE_REQUEST]),
    'GET usermanagement/member/entitlements/11': () => ({ data: ENTITLEMENTS }),
    [DECISION]: () => ok('Decision saved'),
    ...RECORD_ROUTES,
    ...routes,
  });
  renderPage(<AdminViewMemberPage />, path);
  return api;
};

/** The table row of a record, found by its company name. */
const recordRow = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = () => screen.findByRole('dialog', { name: 'Are you sure?' });

describe('Member Overview (/member/adminviewmember)', () => {
  it('shows the member of ?memberID= with the membership status badge', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Member Overview' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Member Details' });
    expect(await within(details).findByText('M0011')).toBeInTheDocument();
    expect(within(details).getByText('Active').closest('[data-status]')).toHaveAttribute('data-status', '2');
    expect(within(details).getByText('01/05/1990')).toBeInTheDocument();
  });

  it('without a memberID, searches by member number and opens the member', async () => {
    show({}, '/member/adminviewmember');
    fireEvent.change(await screen.findByLabelText('Member Number'), { target: { value: 'M0011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/member/adminviewmember?memberID=11'));
    expect(await screen.findByRole('region', { name: 'Member Details' })).toBeInTheDocument();
  });

  it('approves a pending record after "Are you sure?"', async () => {
    const api = show();
    fireEvent.click(within(await recordRow('Ceylon Tea Ltd')).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, DECISION);
    expect(api.calls(DECISION)[0].body).toEqual({ kind: 'employment', id: 31, decision: 'approve', comment: '' });
    expect(within(await recordRow('Lanka Steel')).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejecting needs a comment', async () => {
    const api = show();
    fireEvent.click(within(await recordRow('Ceylon Tea Ltd')).getByRole('button', { name: 'Reject' }));
    const sure = await dialog();
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    expect(await within(sure).findByText('A comment is required to reject')).toBeInTheDocument();
    expect(api.calls(DECISION)).toHaveLength(0);
    fireEvent.change(within(sure).getByLabelText(/Comment/), { target: { value: 'Letter unsigned' } });
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    await waitForCall(api, DECISION);
    expect(api.calls(DECISION)[0].body).toEqual({ kind: 'employment', id: 31, decision: 'reject', comment: 'Letter unsigned' });
  });

  it('downloads a document under its original name with the bearer token', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'staff-token');
    const api = show({ 'GET usermanagement/files/f31': () => pdfResponse('service letter.pdf') });
    fireEvent.click(within(await recordRow('Ceylon Tea Ltd')).getByRole('button', { name: 'Download letter-31.pdf' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'service letter.pdf'));
    expect(vi.mocked(saveAs).mock.calls[0][0]).toHaveProperty('size', 13);
    expect(api.calls('GET usermanagement/files/f31')[0].authorization).toBe('Bearer staff-token');
  });

  it('approves or rejects a pending change request', async () => {
    const api = show();
    const requests = await screen.findByRole('region', { name: 'Change Requests' });
    await within(requests).findByText('Corporate Member');
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, DECISION);
    expect(api.calls(DECISION)[0].body).toEqual({ kind: 'changeRequest', id: 61, decision: 'approve', comment: '' });
  });

  it('approves all pending, and rejects all pending only with a comment', async () => {
    const ALL = (status: number) => `POST usermanagement/member/approve-all-details-from-admin/11/${status}`;
    const api = show({ [ALL(2)]: () => ok('done', { count: 2 }), [ALL(16)]: () => ok('done', { count: 2 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve all pending' }));
    expect(await within(await dialog()).findByText('Approve every pending detail of Nimal Perera?')).toBeInTheDocument();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, ALL(2));
    expect(await screen.findByText('2 pending details decided')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reject all pending' }));
    const sure = await dialog();
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    expect(await within(sure).findByText('A comment is required to reject')).toBeInTheDocument();
    fireEvent.change(within(sure).getByLabelText(/Comment/), { target: { value: 'Incomplete' } });
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    await waitForCall(api, ALL(16));
    expect(api.calls(ALL(16))[0].body).toEqual({ comment: 'Incomplete' });
  });

  it.each([
    [404, 'The user has not uploaded a CV.'],
    [422, 'Error occured when retrieving the CV.'],
    [500, 'Error occured when retrieving the CV.'],
  ])('CV download answering %s says "%s"', async (status, text) => {
    show({ 'GET usermanagement/member/cv/11': () => [status, { message: 'x' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CV-M0011.pdf' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('cancels the membership after a confirmation naming the member and a required reason', async () => {
    const CANCEL = 'POST usermanagement/member/cancel-membership/11';
    const api = show({ [CANCEL]: () => ok('Membership cancelled') });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const sure = await dialog();
    expect(within(sure).getByText('Cancel the membership of Nimal Perera?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Cancel membership' }));
    expect(await within(sure).findByText('A reason is required')).toBeInTheDocument();
    expect(api.calls(CANCEL)).toHaveLength(0);
    fireEvent.change(within(sure).getByLabelText(/Reason/), { target: { value: 'Dues unpaid for 3 years' } });
    fireEvent.click(within(sure).getByRole('button', { name: 'Cancel membership' }));
    await waitForCall(api, CANCEL);
    expect(api.calls(CANCEL)[0].body).toEqual({ reason: 'Dues unpaid for 3 years' });
  });

  it('offers reactivation for a cancelled member and shows a refusal in the server words', async () => {
    const REACTIVATE = 'POST usermanagement/member/reactivate-membership/11';
    show({ 'GET application/memberdetail/11': () => ({ memberData: { ...MEMBER, status: 16 } }), [REACTIVATE]: () => failed('Membership is not cancelled') });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate membership' }));
    const sure = await dialog();
    fireEvent.change(within(sure).getByLabelText(/Reason/), { target: { value: 'Paid' } });
    fireEvent.click(within(sure).getByRole('button', { name: 'Reactivate membership' }));
    expect(await screen.findByText('Membership is not cancelled')).toBeInTheDocument();
  });

  it('saves the entitlements switches after a confirmation', async () => {
    const SAVE = 'POST usermanagement/member/entitlements/update';
    const api = show({ [SAVE]: () => ok('saved') });
    const card = await screen.findByRole('region', { name: 'Entitlements' });
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Voting rights' })).toBeChecked());
    fireEvent.click(within(card).getByRole('switch', { name: 'Institute journal' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save entitlements' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Update it!' }));
    await waitForCall(api, SAVE);
    expect(api.calls(SAVE)[0].body).toEqual({ ...ENTITLEMENTS, journal: true });
    expect(await screen.findByText('Entitlements saved')).toBeInTheDocument();
  });
});

describe("Member Overview of the signed-in staff member's own membership", () => {
  it('shows every decision as its reason instead (nobody decides their own case), and sends none', async () => {
    const api = stubApi({
      'GET application/memberdetail/11': () => ({ memberData: MEMBER }),
      'GET usermanagement/member/change-requests-admin/7': () => page([CHANGE_REQUEST]),
      'GET usermanagement/member/entitlements/11': () => ({ data: ENTITLEMENTS }),
      ...RECORD_ROUTES,
    });
    renderPage(<AdminViewMemberPage />, '/member/adminviewmember?memberID=11', signedInAs(MEMBER.userid, 25, []));
    for (const kind of ['memberDetails', 'membership', 'entitlements'] as const) expect(await screen.findByText(ownCaseText(kind))).toBeInTheDocument();
    await recordRow('Ceylon Tea Ltd');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve all pending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save entitlements' })).toBeNull();
    const card = screen.getByRole('region', { name: 'Entitlements' });
    await waitFor(() => expect(within(card).getAllByRole('switch').every((item) => (item as HTMLInputElement).disabled)).toBe(true));
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
