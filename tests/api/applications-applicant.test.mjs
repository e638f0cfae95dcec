// Applications, applicant side (spec §5 "Applicant profile", §8 "Applications"): registration (public
// and by staff), the header's update codes, the CV, submitting, the lock on a submitted application (header and
// records), the employment edit, and who may read or change whose application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, signin } from './helpers.mjs';
import { ACADEMIC, EMPLOYMENT, pdfOfSize, samplePdf } from './members-support.mjs';
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { nicFor } from '../../mock-api/seed/nic.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { removeWhere } from '../../mock-api/lib/storage/changes.mjs';

const api = startSecurityApi({ env: { RATE_LIMIT_SIGNUP: '1000/3600' } });
afterAll(() => api.cleanup());

const U = '/api/usermanagement';
const M = `${U}/member`;
const tokens = {};
let pdf;
let serial = 100;

/** A NIC of the new form for this date of birth, unique per call. */
const nicOf = (dob, female = false) => nicFor(dob, { female, serial: serial++, oldFormat: false });

const registration = (fields = {}) => ({ firstName: 'Nimal', lastName: 'Perera', email: `applicant${serial++}@example.org`, nicNumber: nicOf('1990-01-15'), mobileNo: '0771234567', membertypeid: 3, ...fields });
const quickregister = (body) => api.request.post(`${M}/quickregister`).send(body);

/** A multipart call (POST or PUT) with text fields and an optional file. */
function multipart(method, url, token, fields, file) {
  let call = api.request[method](url).set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, String(value));
  if (file) call = call.attach(file.field, file.buffer, { filename: file.filename ?? 'cv.pdf', contentType: 'application/pdf' });
  return call;
}

/** Registers an applicant and signs in with the mailed first password: { token, userId, nic, dob, email }. */
async function newApplicant(dob = '1990-01-15', female = false) {
  const nic = nicOf(dob, female);
  const body = registration({ nicNumber: nic });
  expect((await quickregister(body)).body.statusCode).toBe('00');
  const password = /Password: (\S+)/.exec((await latestMail(api.request, body.email)).body)?.[1];
  const login = await signin(api.request, body.email, password);
  expect(login.body.statusCode, JSON.stringify(login.body)).toBe('00');
  const userId = api.db.get('users').find({ username: body.email }).value().userID;
  return { token: login.body.token, userId, nic, dob, email: body.email };
}

const header = (applicant, fields = {}) => ({
  membertypeid: 3, title: 'Mr', nameWithInitials: 'N. Perera', lastName: 'Perera', fullName: 'Nimal Perera',
  nicNumber: applicant.nic, dob: applicant.dob, mobileNo: '0771234567', addressNo: '12', addressSt: 'Temple Road', addressCity: 'Kandy',
  linkedin: 'https://www.linkedin.com/in/nimal', whatsapp: '0771234567', facebook: '', instagram: '', twitter: '', ...fields,
});
const update = (applicant, fields = {}, file) => multipart('post', `${M}/updateApplicantDetail`, applicant.token, header(applicant, fields), file);
const codeOf = (response) => [response.body.statusCode, response.body.status];
const applicationOf = (userId) => api.db.get('applications').find({ userId }).value();
const submit = (applicant) => as(api.request, applicant.token).post(`${U}/applicant/approval`).send({});
const addStudy = (applicant, fields = {}) => multipart('post', `${M}/academicqualification`, applicant.token, { ...ACADEMIC, ...fields }, { field: 'fileupload', buffer: pdf });
const addJob = (applicant, fields = {}) => multipart('post', `${M}/workexperience`, applicant.token, { ...EMPLOYMENT, ...fields }, { field: 'file', buffer: pdf });

/** A staff role holding exactly these screens, and a token of a user of it (ids after every existing one). */
let nextRoleId = 700;
function staffHolding(...screens) {
  const role = addRole(api, { userRoleID: nextRoleId++, menuIds: screens.map((url) => menuIdOf(api, url)) });
  const userID = Math.max(...api.db.get('users').map('userID').value()) + 1;
  return tokenFor(addUser(api, { userID, roleId: role.userRoleID }));
}

beforeAll(async () => {
  pdf = await samplePdf('Curriculum vitae');
  tokens.admin = tokenFor(api.db.get('users').find({ userID: 1 }).value());
  tokens.member = tokenFor(api.db.get('users').find({ userID: 3 }).value());
});

describe('quick registration (public)', () => {
  it("'00': an approved applicant account, a prefilled DRAFT application, the first password mailed; it signs in", async () => {
    const body = registration({ email: 'kamala.new@example.org', nicNumber: nicOf('1992-03-04', true) });
    const response = await quickregister(body);
    expect(response.body).toEqual({ statusCode: '00', status: 'Registration successful. Your password has been sent to kamala.new@example.org.', message: 'Registration successful. Your password has been sent to kamala.new@example.org.' });
    const user = api.db.get('users').find({ username: 'kamala.new@example.org' }).value();
    expect(user).toMatchObject({ userRoleID: 21, statusID: 2, firstName: 'Nimal', lastName: 'Perera', email: 'kamala.new@example.org' });
    expect(user.expireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(applicationOf(user.userID)).toMatchObject({ status: 14, nicNumber: body.nicNumber, mobileNo: '0771234567', email: 'kamala.new@example.org', lastName: 'Perera', membertypeid: 3, memberTypeName: 'Member', registeredBy: null });
    const mail = await latestMail(api.request, 'kamala.new@example.org');
    const password = /Password: (\S+)/.exec(mail.body)?.[1];
    expect(password).toHaveLength(12);
    const login = await signin(api.request, 'kamala.new@example.org', password);
    expect(login.body).toMatchObject({ statusCode: '00' });
    expect(login.body.token).toBeTruthy();
  });

  it("'02' an e-mail that already has an account (any case)", async () => {
    expect(codeOf(await quickregister(registration({ email: 'Member@Example.org' })))).toEqual(['02', 'An account with this e-mail already exists. Sign in, or reset your password.']);
  });

  it("'11' a NIC held by a member or by another application", async () => {
    const memberNic = api.db.get('members').find({ userid: 3 }).value().nicNumber;
    expect(codeOf(await quickregister(registration({ nicNumber: memberNic })))).toEqual(['11', 'Duplicate NIC']);
    const taken = registration();
    expect((await quickregister(taken)).body.statusCode).toBe('00');
    expect(codeOf(await quickregister(registration({ nicNumber: taken.nicNumber.toLowerCase() })))).toEqual(['11', 'Duplicate NIC']);
  });

  it("'05' with the first field problem's §5 message; nothing is created", async () => {
    const users = api.db.get('users').size().value();
    const cases = [
      [{ firstName: '' }, 'First Name is Required'],
      [{ firstName: 'N1mal' }, 'Please enter your first name using only letters'],
      [{ firstName: 'Abcdefghijklmnop' }, 'Invalid name'],
      [{ lastName: ' ' }, 'Last Name is Required'],
      [{ lastName: 'Per3ra' }, 'Only letters are allowed for this field'],
      [{ email: '' }, 'E-mail cannot be empty'],
      [{ email: 'nimal@' }, 'Please enter valid e-mail'],
      [{ nicNumber: '1990015123456' }, 'NIC number must be 12 characters long'],
      [{ nicNumber: '90015123AV' }, 'Invalid NIC format'],
      [{ mobileNo: '' }, 'Contact Number cannot be empty'],
      [{ mobileNo: '07712' }, 'Invalid contact number'],
      [{ mobileNo: '+9477123456789' }, 'Please enter valid number'],
      [{ membertypeid: '' }, 'Member Type cannot be empty'],
      [{ membertypeid: 99 }, 'Member Type cannot be empty'],
    ];
    for (const [fields, text] of cases) expect(codeOf(await quickregister(registration(fields))), text).toEqual(['05', text]);
    expect(api.db.get('users').size().value()).toBe(users);
  });
});

describe('staff registration (adminappregister)', () => {
  it("'00' with {userId, applicationId} and registeredBy; same codes as the public one", async () => {
    const staff = staffHolding(SCREEN.APPLICANT_REGISTRATION);
    const response = await as(api.request, staff).post(`${M}/adminappregister`).send(registration({ email: 'onbehalf@example.org' }));
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Registration successful. Your password has been sent to onbehalf@example.org.' });
    expect(applicationOf(response.body.userId)).toMatchObject({ applicationId: response.body.applicationId, status: 14, registeredBy: expect.stringMatching(/@example\.org$/) });
    expect(codeOf(await as(api.request, staff).post(`${M}/adminappregister`).send(registration({ email: 'onbehalf@example.org' })))[0]).toBe('02');
    expect(codeOf(await as(api.request, staff).post(`${M}/adminappregister`).send(registration({ firstName: '' })))).toEqual(['05', 'First Name is Required']);
  });
});

describe('the applicant reads their application', () => {
  it('member/1 is No Member; user/1 carries the application header with the applicant status', async () => {
    const applicant = await newApplicant();
    expect((await as(api.request, applicant.token).get(`${M}/1`)).body).toEqual({ memberData: 'No Member' });
    const { memberData } = (await as(api.request, applicant.token).get(`${U}/user/1`)).body;
    expect(memberData).toMatchObject({ userID: applicant.userId, firstName: 'Nimal', userRoleName: expect.any(String), applicationId: expect.any(Number), status: 0, applicationStatus: 14, statusName: 'Draft', nicNumber: applicant.nic, mobileNo: '0771234567', email: applicant.email, membertypeid: 3, memberTypeName: 'Member', hasCv: false, cvFileName: '', decisionComment: '' });
    for (const field of ['title', 'nameWithInitials', 'lastName', 'fullName', 'dob', 'addressNo', 'addressSt', 'addressCity', 'linkedin', 'whatsapp', 'facebook', 'instagram', 'twitter']) expect(memberData, field).toHaveProperty(field);
  });

  it('a member without an application gets the plain user details', async () => {
    const { memberData } = (await as(api.request, tokens.member).get(`${U}/user/1`)).body;
    expect(memberData).not.toHaveProperty('applicationId');
  });
});

describe('updateApplicantDetail', () => {
  let applicant;
  // The NIC and date of birth are read-only once stored (spec §3; tests/api/applications-rules.test.mjs): their codes
  // are met by an applicant whose application holds neither yet (an account older than applications: no row).
  let fresh;
  beforeAll(async () => {
    applicant = await newApplicant('1988-02-29');
    fresh = await newApplicant('1988-02-29');
    removeWhere(api.db, 'applications', { userId: fresh.userId });
  });

  it("'00' stores every field and answers the application id", async () => {
    const response = await update(applicant);
    expect(response.body).toEqual({ statusCode: '00', status: 'Update Successfuly', message: 'Update Successfuly', memberData: { applicationId: applicationOf(applicant.userId).applicationId } });
    expect(applicationOf(applicant.userId)).toMatchObject({ title: 'Mr', nameWithInitials: 'N. Perera', fullName: 'Nimal Perera', dob: '1988-02-29', addressNo: '12', addressSt: 'Temple Road', addressCity: 'Kandy', linkedin: 'https://www.linkedin.com/in/nimal', status: 14 });
    const log = api.db.get('activityLog').last().value();
    expect(log).toMatchObject({ entity: 'application', action: 'update', userId: applicant.userId });
  });

  it("'04'..'09' from the NIC rule", async () => {
    const cases = [
      [{ nicNumber: '12345' }, '04', 'Invalid NIC number count'],
      [{ nicNumber: '9001512345' }, '05', 'Invalid NIC number Last letter'],
      [{ nicNumber: '90015123AV' }, '06', 'Invalid NIC number'],
      [{ dob: '' }, '07', 'Date of birth is not validated'],
      [{ dob: '2999-01-01' }, '07', 'Date of birth is not validated'],
      [{ nicNumber: '198806112345', dob: '1988-03-02' }, '08', 'Your birthday and NIC number does not match'],
      [{ nicNumber: '198936712345', dob: '1989-01-01' }, '09', 'Invalid NIC number'],
      [{ nicNumber: '198906012345', dob: '1989-03-01' }, '09', 'Invalid NIC number'],
    ];
    for (const [fields, code, text] of cases) expect(codeOf(await update(fresh, fields)), JSON.stringify(fields)).toEqual([code, text]);
    expect(applicationOf(fresh.userId)).toBeUndefined();
  });

  it("'11' a NIC held by a member or another application; '12' phone; '13' e-mail", async () => {
    const other = await newApplicant('1991-07-07');
    const member = api.db.get('members').find({ userid: 3 }).value();
    expect(codeOf(await update(fresh, { nicNumber: member.nicNumber, dob: member.dob }))).toEqual(['11', 'Duplicate NIC']);
    expect(codeOf(await update(fresh, { nicNumber: other.nic, dob: other.dob }))).toEqual(['11', 'Duplicate NIC']);
    expect(codeOf(await update(applicant, { mobileNo: '07712x4567' }))).toEqual(['12', 'Invalid Phone number']);
    expect(codeOf(await update(applicant, { mobileNo: '+9477123456789' }))).toEqual(['12', 'Invalid Phone number']);
    expect(codeOf(await update(applicant, { email: 'not-an-address' }))).toEqual(['13', 'Invalid Email address']);
  });

  it("'03' with the §5 message for any other field problem", async () => {
    const cases = [
      [{ membertypeid: '' }, 'Member Type cannot be empty'],
      [{ title: '' }, 'Title cannot be empty'],
      [{ title: 'Sir' }, 'Title cannot be empty'],
      [{ nameWithInitials: '' }, 'Initials cannot be empty'],
      [{ nameWithInitials: 'N'.repeat(26) }, 'Invalid name'],
      [{ lastName: '' }, 'Last Name cannot be empty'],
      [{ lastName: 'Per3ra' }, 'Please enter your last name using only letters'],
      [{ fullName: '' }, 'Full Name cannot be empty'],
      [{ fullName: 'x'.repeat(151) }, 'Full Name must be at most 150 characters'],
      [{ mobileNo: '' }, 'Contact Number cannot be empty'],
      [{ addressNo: '' }, 'Address Line 1 cannot be empty'],
      [{ addressSt: '' }, 'Address Line 2 cannot be empty'],
      [{ addressCity: 'x'.repeat(101) }, 'Address Line 3 must be at most 100 characters'],
      [{ linkedin: 'x'.repeat(201) }, 'LinkedIn must be at most 200 characters'],
      [{ twitter: 'a\nb' }, 'Twitter (X) must be one line of text'],
    ];
    const before = applicationOf(applicant.userId);
    for (const [fields, text] of cases) expect(codeOf(await update(applicant, fields)), text).toEqual(['03', text]);
    expect(applicationOf(applicant.userId)).toEqual(before);
    expect(codeOf(await update(fresh, { nicNumber: '' }))).toEqual(['03', 'NIC Number cannot be empty']);
  });

  it("the CV: '03' not a PDF or too large (nothing stored); a PDF is stored, downloadable, and kept when no file is sent", async () => {
    const notPdf = await update(applicant, {}, { field: 'cvFile', buffer: Buffer.from('hello'), filename: 'cv.pdf' });
    expect(codeOf(notPdf)).toEqual(['03', 'Please upload a PDF file']);
    const tooLarge = await update(applicant, {}, { field: 'cvFile', buffer: await pdfOfSize(6 * 1024 * 1024) });
    expect(tooLarge.body.statusCode).toBe('03');
    expect(tooLarge.body.status).toMatch(/^This PDF is (6\.\d)MB\. Please upload a PDF smaller than 5MB\.$/);
    expect(applicationOf(applicant.userId).cvFileId).toBeNull();

    expect((await update(applicant, {}, { field: 'cvFile', buffer: pdf, filename: 'My CV.pdf' })).body.statusCode).toBe('00');
    const { cvFileId, cvFileName } = applicationOf(applicant.userId);
    expect(cvFileName).toBe('My CV.pdf');
    const download = await as(api.request, applicant.token).get(`${U}/applicant/cv/${applicant.userId}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await update(applicant, { addressCity: 'Galle' })).body.statusCode).toBe('00');
    expect(applicationOf(applicant.userId)).toMatchObject({ cvFileId, addressCity: 'Galle' });
    expect((await as(api.request, applicant.token).get(`${U}/user/1`)).body.memberData).toMatchObject({ hasCv: true, cvFileName: 'My CV.pdf' });
  });

  it("a member (no application) is refused '03'", async () => {
    expect(codeOf(await multipart('post', `${M}/updateApplicantDetail`, tokens.member, header(applicant)))).toEqual(['03', 'Applicant not found']);
  });
});

describe('submit (approval)', () => {
  it("'05' without an academic qualification; '02' with the reason while the header is incomplete", async () => {
    const applicant = await newApplicant('1993-05-05');
    expect(codeOf(await submit(applicant))).toEqual(['02', 'Submit Failed: Title cannot be empty']);
    expect((await update(applicant)).body.statusCode).toBe('00');
    expect(codeOf(await submit(applicant))).toEqual(['05', 'Enter your academic qualifications before submit the application']);
    expect(applicationOf(applicant.userId).status).toBe(14);
  });

  it("'04' when a member holds the application's NIC", async () => {
    const applicant = await newApplicant('1994-06-06');
    expect((await update(applicant)).body.statusCode).toBe('00');
    expect((await addStudy(applicant)).body.statusCode).toBe('00');
    // A member created with this NIC after the save (e.g. by staff) blocks the submission.
    const member = api.db.get('members').find({ userid: 4 }).value();
    const memberNic = member.nicNumber;
    api.db.get('members').find({ userid: 4 }).assign({ nicNumber: applicant.nic }).write();
    expect(codeOf(await submit(applicant))).toEqual(['04', 'This NIC number associates with an existing member.']);
    api.db.get('members').find({ userid: 4 }).assign({ nicNumber: memberNic }).write();
  });

  it("'00' submits (status 15, mail, log, user/1 status 3); then nothing of it may change", async () => {
    const applicant = await newApplicant('1990-12-31');
    expect((await update(applicant, {}, { field: 'cvFile', buffer: pdf })).body.statusCode).toBe('00');
    expect((await addStudy(applicant)).body.statusCode).toBe('00');
    const job = await addJob(applicant);
    expect(job.body.statusCode).toBe('00');
    const response = await submit(applicant);
    const application = applicationOf(applicant.userId);
    expect(response.body).toEqual({ statusCode: '00', status: 'Submit Successfully', message: 'Submit Successfully', memberData: { applicationId: application.applicationId } });
    expect(application).toMatchObject({ status: 15, submittedAt: expect.any(String) });
    expect((await latestMail(api.request, applicant.email)).subject).toBe('Your membership application has been submitted');
    expect(api.db.get('activityLog').last().value()).toMatchObject({ entity: 'application', action: 'submit', recordId: application.applicationId });
    expect((await as(api.request, applicant.token).get(`${U}/user/1`)).body.memberData).toMatchObject({ status: 3, applicationStatus: 15, statusName: 'Submitted' });

    const locked = 'This application has been submitted and can no longer be changed.';
    const records = () => JSON.stringify(['employment', 'academic', 'professional'].map((name) => api.db.get(name).filter({ userid: applicant.userId }).value()));
    const before = records();
    expect(codeOf(await submit(applicant))).toEqual(['02', 'Submit Failed: Already submitted']);
    expect(codeOf(await update(applicant, { addressCity: 'Jaffna' }))).toEqual(['03', locked]);
    expect(codeOf(await addJob(applicant, { startDate: '2010-01-01', endDate: '2011-01-01' }))).toEqual(['02', locked]);
    expect(codeOf(await addStudy(applicant, { fromDate: '2001-01-01', toDate: '2002-01-01', admitDate: '2002-02-01' }))).toEqual(['02', locked]);
    expect(codeOf(await multipart('put', `${M}/workexperience/${job.body.employerid}`, applicant.token, { ...EMPLOYMENT, desgnation: 'Lead' }))).toEqual(['02', locked]);
    expect(codeOf(await as(api.request, applicant.token).delete(`${U}/employer/${job.body.employerid}`).send({}))).toEqual(['02', locked]);
    expect(codeOf(await as(api.request, tokens.admin).delete(`${U}/employer/${job.body.employerid}`).send({}))).toEqual(['02', locked]);
    expect(codeOf(await multipart('post', `${M}/workexperienceadmin`, tokens.admin, { ...EMPLOYMENT, startDate: '2009-01-01', endDate: '2009-06-01', userId: applicant.userId }, { field: 'file', buffer: pdf }))).toEqual(['02', locked]);
    expect(codeOf(await multipart('post', `${M}/updatemember`, tokens.admin, { ...header(applicant), userId: applicant.userId }))).toEqual(['03', locked]);
    expect(records()).toBe(before);
    expect(applicationOf(applicant.userId)).toEqual(application);
  });

  it('a rejected application may be corrected and resubmitted', async () => {
    const applicant = await newApplicant('1985-08-08');
    expect((await update(applicant)).body.statusCode).toBe('00');
    expect((await addStudy(applicant)).body.statusCode).toBe('00');
    expect((await submit(applicant)).body.statusCode).toBe('00');
    api.db.get('applications').find({ userId: applicant.userId }).assign({ status: 16, decisionComment: 'Certify the certificate' }).write();
    expect((await as(api.request, applicant.token).get(`${U}/user/1`)).body.memberData).toMatchObject({ status: 16, decisionComment: 'Certify the certificate' });
    expect((await update(applicant, { addressCity: 'Matara' })).body.statusCode).toBe('00');
    expect((await submit(applicant)).body.statusCode).toBe('00');
    expect(applicationOf(applicant.userId)).toMatchObject({ status: 15, addressCity: 'Matara', decisionComment: '' });
  });
});

describe('employment edit (PUT workexperience/:id)', () => {
  it("own Pending or Rejected rows: '00' Pending again, the letter kept without a file; others' rows 403; approved '02'", async () => {
    const applicant = await newApplicant('1987-04-04');
    const added = await addJob(applicant);
    const id = added.body.employerid;
    const { fileId } = api.db.get('employment').find({ employerid: id }).value();
    api.db.get('employment').find({ employerid: id }).assign({ status: 16, comment: 'Wrong dates' }).write();
    const edited = await multipart('put', `${M}/workexperience/${id}`, applicant.token, { ...EMPLOYMENT, desgnation: 'Senior Analyst', startDate: '2021-04-01' });
    expect(edited.body).toMatchObject({ statusCode: '00', status: 'success', employerid: id });
    expect(api.db.get('employment').find({ employerid: id }).value()).toMatchObject({ desgnation: 'Senior Analyst', startdate: '2021-04-01', status: 1, comment: '', fileId });
    // Its own start date is no clash with itself; another row's is.
    expect((await multipart('put', `${M}/workexperience/${id}`, applicant.token, { ...EMPLOYMENT, desgnation: 'Senior Analyst', startDate: '2021-04-01' })).body.statusCode).toBe('00');
    expect((await addJob(applicant, { startDate: '2015-01-01', endDate: '2016-01-01' })).body.statusCode).toBe('00');
    expect(codeOf(await multipart('put', `${M}/workexperience/${id}`, applicant.token, { ...EMPLOYMENT, startDate: '2015-01-01' }))).toEqual(['03', "You can't select same date for 2 jobs"]);
    expect(codeOf(await multipart('put', `${M}/workexperience/${id}`, applicant.token, { ...EMPLOYMENT, desgnation: '' }))).toEqual(['06', 'Designation is required']);
    expect(codeOf(await multipart('put', `${M}/workexperience/${id}`, applicant.token, EMPLOYMENT, { field: 'file', buffer: Buffer.from('not a pdf') }))).toEqual(['02', 'pdf required']);

    const other = await newApplicant('1986-09-09');
    const refused = await multipart('put', `${M}/workexperience/${id}`, other.token, { ...EMPLOYMENT, desgnation: 'Intruder' });
    expect(refused.status).toBe(403);
    expect(api.db.get('employment').find({ employerid: id }).value().desgnation).toBe('Senior Analyst');

    const approved = api.db.get('employment').find({ userid: 3, status: 2 }).value();
    expect(codeOf(await multipart('put', `${M}/workexperience/${approved.employerid}`, tokens.member, EMPLOYMENT))).toEqual(['02', 'An approved record can only be changed by the institute']);
    expect(codeOf(await multipart('put', `${M}/workexperience/99999`, tokens.member, EMPLOYMENT))).toEqual(['02', 'Record not found']);
  });
});

describe('who may read and change whose application', () => {
  let applicant;
  let other;
  beforeAll(async () => {
    applicant = await newApplicant('1989-10-10');
    other = await newApplicant('1989-11-11', true);
    expect((await update(other, {}, { field: 'cvFile', buffer: pdf })).body.statusCode).toBe('00');
  });

  it("an applicant cannot read another applicant's CV or details, nor use the staff routes", async () => {
    expect((await as(api.request, applicant.token).get(`${U}/applicant/cv/${other.userId}`)).status).toBe(403);
    expect((await as(api.request, tokens.member).get(`${U}/applicant/cv/${other.userId}`)).status).toBe(403);
    for (const token of [applicant.token, tokens.member]) {
      const caller = as(api.request, token);
      expect((await caller.get(`${U}/applicant/${other.userId}`)).status).toBe(403);
      expect((await caller.post(`${M}/updatemember`).send({ ...header(other), userId: other.userId })).status).toBe(403);
      expect((await caller.post(`${U}/applicant/approvaladmin`).send({ userId: other.userId })).status).toBe(403);
      expect((await caller.post(`${M}/adminappregister`).send(registration())).status).toBe(403);
      expect((await caller.get(`${M}/workexperienceadmin/${other.userId}`)).status).toBe(403);
    }
    expect((await as(api.request, applicant.token).get(`${U}/applicant/cv/${applicant.userId}`)).body).toMatchObject({ status: 'The user has not uploaded a CV.' });
  });

  it('application staff read the header, the CV and the records; registration staff fill them in (records Pending) and submit', async () => {
    const viewer = staffHolding(SCREEN.VIEW_APPLICATIONS);
    const registrar = staffHolding(SCREEN.APPLICANT_REGISTRATION);
    const memberEditor = staffHolding(SCREEN.EDIT_MEMBER);
    expect((await as(api.request, viewer).get(`${U}/applicant/${other.userId}`)).body.memberData).toMatchObject({ userID: other.userId, nicNumber: other.nic, status: 0, hasCv: true });
    expect((await as(api.request, viewer).get(`${U}/applicant/cv/${other.userId}`)).status).toBe(200);
    expect((await as(api.request, viewer).get(`${M}/workexperienceadmin/${other.userId}`)).body).toEqual({ data: [], total: 0 });
    // A council member reads only the applications assigned to them.
    const council = staffHolding(SCREEN.COUNCIL_REVIEW);
    expect((await as(api.request, council).get(`${U}/applicant/${other.userId}`)).status).toBe(403);
    expect((await as(api.request, council).get(`${U}/applicant/cv/${other.userId}`)).status).toBe(403);
    expect((await as(api.request, council).get(`${M}/workexperienceadmin/${other.userId}`)).status).toBe(403);
    // The member screens' holders list members' records, not applicants'.
    expect((await as(api.request, memberEditor).get(`${M}/workexperienceadmin/${other.userId}`)).status).toBe(403);
    expect((await as(api.request, viewer).get(`${M}/workexperienceadmin/3`)).status).toBe(403);

    const saved = await multipart('post', `${M}/updatemember`, registrar, { ...header(other, { addressCity: 'Negombo' }), userId: other.userId });
    expect(saved.body).toMatchObject({ statusCode: '00', memberData: { applicationId: applicationOf(other.userId).applicationId } });
    expect(applicationOf(other.userId)).toMatchObject({ addressCity: 'Negombo', cvFileId: expect.any(Number) });
    expect(codeOf(await multipart('post', `${M}/updatemember`, registrar, { ...header(other), userId: 3 }))).toEqual(['03', 'Applicant not found']);

    const study = await multipart('post', `${M}/academicqualificationadmin`, registrar, { ...ACADEMIC, userId: other.userId }, { field: 'fileupload', buffer: pdf });
    expect(study.body.statusCode).toBe('00');
    expect(api.db.get('academic').find({ academicid: study.body.academicid }).value()).toMatchObject({ userid: other.userId, status: 1 });
    expect((await multipart('post', `${M}/academicqualificationadmin`, memberEditor, { ...ACADEMIC, userId: other.userId }, { field: 'fileupload', buffer: pdf })).status).toBe(403);
    expect((await multipart('post', `${M}/academicqualificationadmin`, registrar, { ...ACADEMIC, fromDate: '2001-01-01', toDate: '2002-01-01', admitDate: '2002-02-01', userId: 4 }, { field: 'fileupload', buffer: pdf })).status).toBe(403);

    const submitted = await as(api.request, registrar).post(`${U}/applicant/approvaladmin`).send({ userId: other.userId });
    expect(codeOf(submitted)).toEqual(['00', 'Submit Successfully']);
    expect(applicationOf(other.userId).status).toBe(15);
    expect(codeOf(await as(api.request, registrar).post(`${U}/applicant/approvaladmin`).send({ userId: 3 }))).toEqual(['02', 'Submit Failed: Applicant not found']);
  });
});
