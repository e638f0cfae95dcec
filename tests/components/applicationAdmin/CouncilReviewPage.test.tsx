import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CouncilReviewPage } from '../../../src/features/applicationAdmin/CouncilReviewPage';
import { currentLocation, ok, page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { APPLICANT_ROUTES, REVIEW, USER_ID } from './applicationFixtures';

const COUNCIL_ID = 47;
const OWN_LIST = `GET application/committee-member-list/${COUNCIL_ID}`;
const REVIEW_CALL = 'POST application/committee-review';

beforeEach(() => sessionStorage.setItem('User', JSON.stringify({ userid: COUNCIL_ID, userRoleID: 23, username: 'staff01@example.org', firstName: 'Kamal', lastName: 'Silva' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}) => {
  const api = stubApi({ ...APPLICANT_ROUTES, [OWN_LIST]: () => page([REVIEW]), [REVIEW_CALL]: () => ok('Recommendation saved'), ...routes });
  renderPage(<CouncilReviewPage />, '/member/view-application-council');
  return api;
};

const openAssignment = async () => {
  const row = (await screen.findByText('Nimal Perera')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'View' }));
  return screen.findByRole('region', { name: 'Record recommendation' });
};

describe('Council Application Review (/member/view-application-council)', () => {
  it("lists the signed-in council member's assignments, server-paged", async () => {
    const api = show();
    const row = (await screen.findByText('Nimal Perera')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Under Council Review')).toBeInTheDocument();
    expect(api.calls(OWN_LIST)[0].query).toMatchObject({ page: '1', perPage: '10' });
  });

  it('opens one read-only, with Download PDF and no decision buttons', async () => {
    show();
    await openAssignment();
    expect(currentLocation()).toBe('/member/view-application-council?reviewId=5');
    const details = await screen.findByRole('region', { name: 'Applicant Details' });
    expect(await within(details).findByText('Nimal Kumara Perera')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assign Council Reviewers' })).toBeNull();
    expect(await screen.findByText('Ceylon Tea Ltd')).toBeInTheDocument();
  });

  it('records a recommendation: both the recommendation and a comment are required', async () => {
    const api = show();
    const form = await openAssignment();
    fireEvent.click(within(form).getByRole('button', { name: 'Save recommendation' }));
    expect(await within(form).findByText('Recommendation is required')).toBeInTheDocument();
    expect(within(form).getByText('Comment is required')).toBeInTheDocument();
    expect(api.calls(REVIEW_CALL)).toHaveLength(0);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Recommendation/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Recommend with conditions' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Needs two more years of experience' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save recommendation' }));
    await waitForCall(api, REVIEW_CALL);
    expect(api.calls(REVIEW_CALL)[0].body).toEqual({ reviewId: 5, recommendation: 'Recommend with conditions', comment: 'Needs two more years of experience' });
    expect(await screen.findByText('Recommendation saved')).toBeInTheDocument();
  });

  it('no form once the application is decided', async () => {
    show({ [`GET application/getApplicantDetails/${USER_ID}`]: () => ({ memberData: { applicationId: 11, firstName: 'Nimal', lastName: 'Perera', applicationStatus: 2, statusName: 'Approved' } }) });
    const row = (await screen.findByText('Nimal Perera')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Record recommendation' })).toBeNull();
  });
});
