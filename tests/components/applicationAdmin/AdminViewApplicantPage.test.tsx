import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminViewApplicantPage } from '../../../src/features/applicationAdmin/AdminViewApplicantPage';
import { currentLocation, failed, ok, page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { APPLICANT_ROUTES, USER_ID, listRow } from './applicationFixtures';
import type { AuthProvider } from 'react-admin';
import { DECIDE } from '../../../src/domain/permissions.mjs';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { signedInAs } from '../framework/harness';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();
beforeEach(() => sessionStorage.setItem('application-approve', JSON.stringify(listRow(11, 15, 'Submitted', 'Nimal'))));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockClear();
  sessionStorage.clear();
});

const PDF = 'POST application/generateapplicationpdf';
/** The page as the list's View opens it: the applicant's user id in the address. */
const OPENED = `/member/adminviewapplicant?userId=${USER_ID}`;
const approveCall = (status: number) => `PUT application/updateroleapplicationApprovalOrReject/applicationId/11/status/${status}`;

const show = (routes: Routes = {}) => {
  const api = stubApi({ ...APPLICANT_ROUTES, ...routes });
  renderPage(<AdminViewApplicantPage />, OPENED);
  return api;
};
const header = () => screen.findByRole('region', { name: 'Applicant Details' });
const dialog = () => screen.findByRole('dialog', { name: 'Are you sure?' });

describe('Applicant Details (/member/adminviewapplicant)', () => {
  it('opened without an application (its menu item) lists the applications to open, never an empty notice', async () => {
    const api = stubApi({ ...APPLICANT_ROUTES, 'GET application/viewApplication/': () => page([listRow(11, 15, 'Submitted', 'Nimal'), listRow(13, 2, 'Approved', 'Sunil')]) });
    renderPage(<AdminViewApplicantPage />, '/member/adminviewapplicant');
    const list = await screen.findByRole('region', { name: 'Choose an application to open' });
    expect(await within(list).findByText('Sunil')).toBeInTheDocument();
    const row = within(list).getByText('Nimal').closest('tr') as HTMLElement;
    expect(screen.queryByText(/No application is selected/)).toBeNull();
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(api.calls('GET application/viewApplication/')[0].query).toMatchObject({ sortColumn: 'createdDate', sortDirection: 'desc' });
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    expect(await within(await header()).findByText('N. Perera')).toBeInTheDocument();
    expect(currentLocation()).toBe(OPENED);
  });

  it("shows the kept row's application read-only: every header field, records with evidence, reviews", async () => {
    show();
    const details = await header();
    for (const text of ['Associate Member', 'N. Perera', 'Nimal Kumara Perera', '199012345678', '0771234567', '01/05/1990', 'nimal@example.org', 'Galle Road', 'Colombo', 'https://linkedin.com/in/nimal']) {
      expect(await within(details).findByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText('Submitted').closest('[data-status]')).toHaveAttribute('data-status', '15');
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).toBeNull();
    const employment = (await screen.findByText('Ceylon Tea Ltd')).closest('tr') as HTMLElement;
    expect(within(employment).getByRole('button', { name: /letter\.pdf/ })).toBeInTheDocument();
    expect(within(employment).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await screen.findByText('Kamal Silva')).toBeInTheDocument();
  });

  it('asks the payment details, committee reviews and professional details first for page 1 of 10 (spec §9)', async () => {
    const api = show();
    for (const route of [`GET application/payment-details-for-approve-application/${USER_ID}`, `GET application/committee-member-list/${USER_ID}`, `GET application/professionalDetails/${USER_ID}`]) {
      await waitForCall(api, route);
      expect(api.calls(route)[0].query, route).toMatchObject({ page: '1', perPage: '10' });
    }
  });

  it('CV: a 404 says "The user has not uploaded a CV."; another failure "Error occured when retrieving the CV."', async () => {
    let answer: unknown = [404, { status: 'The user has not uploaded a CV.', statusCode: '01' }];
    const api = show({ [`GET usermanagement/applicant/cv/${USER_ID}`]: () => answer });
    fireEvent.click(within(await header()).getByRole('button', { name: /Download CV|nimal-cv\.pdf/ }));
    expect(await screen.findByText('The user has not uploaded a CV.')).toBeInTheDocument();
    answer = [500, { status: 'broken' }];
    fireEvent.click(within(await header()).getByRole('button', { name: /Download CV|nimal-cv\.pdf/ }));
    expect(await screen.findByText('Error occured when retrieving the CV.')).toBeInTheDocument();
    expect(api.calls(`GET usermanagement/applicant/cv/${USER_ID}`)).toHaveLength(2);
  });

  it('Download PDF fetches the five lists (page 1, perPage 100) then generates and saves "{first} {last} Application Details.pdf"', async () => {
    const api = show({ [PDF]: () => ({ statusCode: '00', status: 'success', pdf: btoa('%PDF-1.4 test'), fileName: 'x.pdf' }) });
    await screen.findByText('Ceylon Tea Ltd');
    const before = api.sent.length;
    fireEvent.click(within(await header()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    const calls = api.sent.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET application/employeeDetails/${USER_ID}`,
      `GET application/accadamicQualification/${USER_ID}`,
      `GET application/professionalDetails/${USER_ID}`,
      `GET application/payment-details-for-approve-application/${USER_ID}`,
      `GET application/committee-member-list/${USER_ID}`,
      PDF,
    ]);
    for (const request of api.sent.slice(before, before + 5)) expect(request.query).toMatchObject({ page: '1', perPage: '100' });
    expect(api.calls(PDF)[0].body).toEqual({ userId: USER_ID });
    const [blob, name] = vi.mocked(saveAs).mock.calls[0];
    expect(name).toBe('Nimal Perera Application Details.pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/pdf');
    expect((blob as Blob).size).toBe('%PDF-1.4 test'.length);
  });

  it('a failed PDF says "Error occured when generating the PDF"', async () => {
    show({ [PDF]: () => [500, { status: 'boom' }] });
    fireEvent.click(within(await header()).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Error occured when generating the PDF')).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('approves after "Are you sure?" (status 2) and reloads the application', async () => {
    const api = show({ [approveCall(2)]: () => ok('Application Approved', { memberNo: 'M0152' }) });
    fireEvent.click(within(await header()).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, approveCall(2));
    expect(api.calls(approveCall(2))[0].body).toEqual({ comment: '' });
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    await waitForCall(api, `GET application/getApplicantDetails/${USER_ID}`, 2);
  });

  it('rejecting needs a comment (status 16)', async () => {
    const api = show({ [approveCall(16)]: () => ok('Application Rejected') });
    fireEvent.click(within(await header()).getByRole('button', { name: 'Reject' }));
    const sure = await dialog();
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    expect(await within(sure).findByText('A comment is required to reject an application')).toBeInTheDocument();
    expect(api.calls(approveCall(16))).toHaveLength(0);
    fireEvent.change(within(sure).getByLabelText(/Comment/), { target: { value: 'Degree not verified' } });
    fireEvent.click(within(sure).getByRole('button', { name: 'Reject it!' }));
    await waitForCall(api, approveCall(16));
    expect(api.calls(approveCall(16))[0].body).toEqual({ comment: 'Degree not verified' });
    expect(await screen.findByText('Application Rejected')).toBeInTheDocument();
  });

  it("a refused decision shows the server's words", async () => {
    show({ [approveCall(2)]: () => failed('Only a submitted application can be approved or rejected.') });
    fireEvent.click(within(await header()).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Approve it!' }));
    expect(await screen.findByText('Only a submitted application can be approved or rejected.')).toBeInTheDocument();
  });

  it('assigns council reviewers', async () => {
    const ASSIGN = 'POST application/committee-assign';
    const api = show({ [ASSIGN]: () => ok('Reviewers assigned', { added: 1 }) });
    const card = await screen.findByRole('region', { name: 'Assign Council Reviewers' });
    fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await within(card).findByText('Choose at least one council member')).toBeInTheDocument();
    fireEvent.mouseDown(within(card).getByLabelText('Council members'));
    fireEvent.click(await screen.findByRole('option', { name: 'Kamal Silva (staff01@example.org)' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
    await waitForCall(api, ASSIGN);
    expect(api.calls(ASSIGN)[0].body).toEqual({ applicationId: 11, reviewerUserIds: [47] });
  });

  it('a decided application shows no decision buttons and no assignment', async () => {
    show({ [`GET application/getApplicantDetails/${USER_ID}`]: () => ({ memberData: { applicationId: 11, firstName: 'Nimal', lastName: 'Perera', status: 0, applicationStatus: 2, statusName: 'Approved', memberNo: 'M0152' } }) });
    const details = await header();
    expect(await within(details).findByText('M0152')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assign Council Reviewers' })).toBeNull();
  });
});

describe('Applicant Details for staff who may not decide it', () => {
  const showAs = (authProvider: AuthProvider) => {
    const api = stubApi(APPLICANT_ROUTES);
    renderPage(<AdminViewApplicantPage />, OPENED, authProvider);
    return api;
  };

  it('a role reading applicants without the permission to decide (an examiner) sees no decision and no assignment', async () => {
    showAs(signedInAs(53, 26, ['/member/viewapplications', '/member/adminviewapplicant']));
    expect(await within(await header()).findByText('N. Perera')).toBeInTheDocument();
    expect(await screen.findByText('Kamal Silva')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
  });

  it("the applicant themselves, in a deciding staff role, sees the reasons instead and sends nothing", async () => {
    const api = showAs(signedInAs(USER_ID, 24, Object.values(DECIDE)));
    expect(await screen.findByText(ownCaseText('application'))).toBeInTheDocument();
    expect(screen.getByText(ownCaseText('reviewers'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.sent.filter((request) => request.method !== 'GET' && request.path !== 'application/generateapplicationpdf')).toEqual([]);
  });
});
