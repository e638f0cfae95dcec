/** A member as the staff calls answer it (mock-api/README.md "Members API contract"), and the routes of their lists. */
export const LOOKUP_ITEM = {
  firstName: 'Nimal',
  lastName: 'Perera',
  title: 'Mr',
  contactNumber: '0771234567',
  email: 'nimal@example.org',
  NIC: '199012345678',
  designation: 'Engineer',
  address: '12, Galle Road, Colombo',
  memberType: 'Associate Member',
  userId: 7,
  memberID: 11,
};

export const MEMBER = {
  memberID: 11,
  memberNo: 'M0011',
  userid: 7,
  title: 'Mr',
  firstName: 'Nimal',
  middleName: '',
  lastName: 'Perera',
  fullName: 'Nimal Perera',
  email: 'nimal@example.org',
  dob: '1990-05-01',
  nicNumber: '199012345678',
  mobileNo: '0771234567',
  addressNo: '12',
  addressSt: 'Galle Road',
  addressCity: 'Colombo',
  designation: 'Engineer',
  memberTypeName: 'Associate Member',
  membertypeid: 2,
  validTillDate: '2026-12-31',
  status: 2,
};

export const EMPLOYMENT = [
  { employerid: 31, companyname: 'Ceylon Tea Ltd', desgnation: 'Engineer', startdate: '2020-01-01', enddate: null, status: 1, fileId: 'f31', fileName: 'letter-31.pdf' },
  { employerid: 32, companyname: 'Lanka Steel', desgnation: 'Trainee', startdate: '2018-01-01', enddate: '2019-12-31', status: 2, fileId: 'f32', fileName: 'letter-32.pdf' },
];
export const ACADEMIC = [{ academicid: 41, institutename: 'University of Moratuwa', qualificationname: 'Bachelors', fromdate: '2014-01-01', todate: '2018-01-01', status: 16, fileId: 'f41', fileName: 'degree.pdf' }];
export const PROFESSIONAL = [{ id: 51, membername: 'IESL', profession: 'Engineering', grade: 'Associate', startdate: '2019-01-01', enddate: null, status: 2, fileId: null, fileName: null }];

export const RECORD_ROUTES = {
  'GET usermanagement/member/workexperienceadmin/7': () => ({ data: EMPLOYMENT, total: EMPLOYMENT.length }),
  'GET usermanagement/member/academicqualification_admin/7': () => ({ data: ACADEMIC, total: 1 }),
  'GET usermanagement/member/professionalmembership__admin/7': () => ({ data: PROFESSIONAL, total: 1 }),
};
