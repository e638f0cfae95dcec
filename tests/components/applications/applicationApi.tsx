/**
 * The applicant pages over the real data provider and http client (the member pages' fetch stub), with
 * the applicant's own routes: member/1 says "No Member", user/1 carries the application header.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { memberRoutes, ok, page, type MemberApi, type Routes } from '../members/memberApi';
import { renderInAdmin, signedInAs } from '../framework/harness';

export const HEADER = {
  userID: 2,
  username: 'applicant@example.org',
  applicationId: 5,
  status: 0,
  applicationStatus: 14,
  statusName: 'Draft',
  title: 'Mr',
  nameWithInitials: 'K. A. Silva',
  lastName: 'Silva',
  fullName: 'Kamal Asanka Silva',
  nicNumber: '851031234V', // 1985, day 103: 12 April
  dob: '1985-04-12',
  mobileNo: '0771234567',
  email: 'applicant@example.org',
  addressNo: '5',
  addressSt: 'Lake Road',
  addressCity: 'Kandy',
  membertypeid: 2,
  memberTypeName: 'Associate',
  linkedin: 'linkedin.com/in/kamal',
  whatsapp: '0771234567',
  facebook: '',
  instagram: '',
  twitter: '',
  hasCv: false,
  cvFileName: '',
  decisionComment: '',
};

export const TITLES = [{ titleId: 1, title: 'Mr' }, { titleId: 2, title: 'Ms' }];

/** The applicant's GETs: no member record, the header, the lookups and three record lists. */
export const applicantRoutes = (header: Record<string, unknown> = HEADER, overrides: Routes = {}): Routes =>
  memberRoutes({
    'GET usermanagement/member/1': () => ({ memberData: 'No Member' }),
    'GET usermanagement/user/1': () => ({ memberData: header }),
    'GET usermanagement/get-member-titles': () => TITLES,
    'GET usermanagement/member/workexperience': () =>
      page([{ employerid: 12, companyname: 'Tiny Startup', desgnation: 'Intern', adddress: 'Kandy', phonenumber: '0812345678', startdate: '2017-01-01', enddate: '2018-06-30', status: 1, fileId: 4, fileName: 'letter.pdf', currentemp: 'off' }]),
    'GET usermanagement/member/academicqualification_': () =>
      page([{ academicid: 21, institutename: 'University of Colombo', qualificationname: 'Bachelors', address: 'Colombo 03', fromdate: '2010-01-01', todate: '2014-01-01', status: 1 }]),
    'GET usermanagement/member/professionalmembership__': () =>
      page([{ id: 31, membername: 'Chartered Engineer', profession: 'IESL', address: 'Colombo 07', startdate: '2016-01-01', enddate: null, status: 1 }]),
    'POST usermanagement/member/updateApplicantDetail': () => ok({ status: 'Update Successfuly', memberData: { applicationId: 5 } }),
    ...overrides,
  });

/** The demo applicant (user 2, role 21). */
export const renderApplicant = (ui: ReactNode, api: MemberApi) => renderInAdmin(ui, api.dataProvider, signedInAs(2, 21));

export const headerForm = () => screen.findByRole('region', { name: 'Applicant Details' });

export const setField = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

export const clickButton = (form: HTMLElement, name: string) => fireEvent.click(within(form).getByRole('button', { name }));
