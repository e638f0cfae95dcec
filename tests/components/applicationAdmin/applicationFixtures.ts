/** An application as the staff calls answer it, and the routes of the applicant page. */
import { page, type Routes } from '../memberAdmin/memberApi';

export const USER_ID = 41;

/** A list row (spec §3 "Application list row"). */
export const listRow = (applicationId: number, status: number, statusName: string, firstName: string, createdDate = '2026-03-05T14:07:00') => ({
  id: applicationId,
  applicationId,
  nic: `19901234${applicationId}`,
  title: 'Mr',
  firstName,
  lastName: 'Perera',
  mobilName: '0771234567',
  Email: `${firstName.toLowerCase()}@example.org`,
  createdDate,
  statusName,
  status,
  userId: 30 + applicationId,
});

export const APPLICANT = {
  applicationId: 11,
  userId: USER_ID,
  status: 3,
  applicationStatus: 15,
  statusName: 'Submitted',
  firstName: 'Nimal',
  lastName: 'Perera',
  title: 'Mr',
  nameWithInitials: 'N. Perera',
  fullName: 'Nimal Kumara Perera',
  nicNumber: '199012345678',
  dob: '1990-05-01',
  mobileNo: '0771234567',
  email: 'nimal@example.org',
  addressNo: '12',
  addressSt: 'Galle Road',
  addressCity: 'Colombo',
  memberTypeName: 'Associate Member',
  linkedin: 'https://linkedin.com/in/nimal',
  hasCv: true,
  cvFileName: 'nimal-cv.pdf',
};

export const EMPLOYMENT = { employerid: 31, startdate: '2019-01-01', enddate: '', companyname: 'Ceylon Tea Ltd', desgnation: 'Engineer', adddress: 'Colombo', status: 1, fileId: 'f31', fileName: 'letter.pdf' };
export const REVIEW = {
  reviewId: 5, applicationId: 11, applicantUserId: USER_ID, applicantName: 'Nimal Perera', nic: '199012345678', memberTypeName: 'Associate Member',
  applicationStatusName: 'Under Council Review', reviewerUserId: 47, reviewerName: 'Kamal Silva', recommendation: null, comment: '', assignedAt: '2026-03-06T09:00:00', reviewedAt: null,
};

/** The applicant page's calls, answered. */
export const APPLICANT_ROUTES: Routes = {
  [`GET application/getApplicantDetails/${USER_ID}`]: () => ({ memberData: APPLICANT }),
  [`GET application/employeeDetails/${USER_ID}`]: () => page([EMPLOYMENT]),
  [`GET application/accadamicQualification/${USER_ID}`]: () => page([]),
  [`GET application/professionalDetails/${USER_ID}`]: () => page([]),
  [`GET application/payment-details-for-approve-application/${USER_ID}`]: () => page([]),
  [`GET application/committee-member-list/${USER_ID}`]: () => page([REVIEW]),
  'GET application/council-members': () => [{ userId: 47, name: 'Kamal Silva', username: 'staff01@example.org' }],
};
