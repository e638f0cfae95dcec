// The member's own profile (spec §4, §5 "Edit profile modal" and "Change request", §8): "No Member", the
// user-details fallback, the contact update and the change request with every code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import { multipart, samplePdf } from './members-support.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
let pdf;
beforeAll(async () => {
  pdf = await samplePdf();
  tokens.member = await tokenOf(api.request, 'member');
  tokens.applicant = await tokenOf(api.request, 'applicant');
  tokens.admin = await tokenOf(api.request, 'admin');
});
const M = '/api/usermanagement/member';
const CONTACT = { contactNumber: '0779876543', addressNo: 'No. 7', addressSt: 'Lake Drive', addressCity: 'Kandy' };

describe('member details', () => {
  it("the member gets their own record; a user without one gets 'No Member'", async () => {
    const own = await as(api.request, tokens.member).get(`${M}/1`);
    expect(own.body.memberData).toMatchObject({ memberNo: 'M0001', userid: 3, memberTypeName: 'Member', status: 2, statusName: 'Active' });
    for (const who of ['applicant', 'admin']) expect((await as(api.request, tokens[who]).get(`${M}/1`)).body).toEqual({ memberData: 'No Member' });
  });

  it('the user-details fallback answers for anyone, about the signed-in user only', async () => {
    const response = await as(api.request, tokens.applicant).get('/api/usermanagement/user/1');
    // The applicant's also carry their application header (applications-applicant.test.mjs).
    expect(response.body.memberData).toMatchObject({ userID: 2, username: 'applicant@example.org', firstName: 'Tharindu', lastName: 'Silva', email: 'applicant@example.org', userRoleName: 'Applicant', createdAt: '2026-01-02T09:00:00.000Z', expireDate: '2035-12-31', applicationStatus: 14 });
  });
});

describe('contact update', () => {
  const update = (body, token = tokens.member) => as(api.request, token).post(`${M}/userProfileUpdateMember`).send(body);

  it("'00' Update Successfuly stores contact and address and logs it", async () => {
    expect((await update(CONTACT)).body).toMatchObject({ statusCode: '00', status: 'Update Successfuly' });
    expect(api.db.get('members').find({ userid: 3 }).value()).toMatchObject({ mobileNo: '0779876543', addressNo: 'No. 7', addressSt: 'Lake Drive', addressCity: 'Kandy' });
    expect(api.db.get('activityLog').last().value()).toMatchObject({ entity: 'member', action: 'update', userId: 3 });
  });

  it("'02' with the §5 message for each rule; nothing changes", async () => {
    const before = JSON.stringify(api.db.get('members').find({ userid: 3 }).value());
    const cases = [
      [{ contactNumber: '' }, 'Contact Number cannot be empty'],
      [{ contactNumber: '077123' }, 'Invalid contact number'],
      [{ contactNumber: '+9477123456789' }, 'Please enter valid number'],
      [{ contactNumber: '07712e4567' }, 'Invalid contact number'],
      [{ addressNo: '' }, 'Address Line 1 Required'],
      [{ addressSt: '  ' }, 'Address Line 2 Required'],
      [{ addressCity: 'c'.repeat(101) }, 'Address Line 3 must be at most 100 characters'],
      [{ addressNo: { $ne: 1 } }, 'Address Line 1 must be text'],
    ];
    for (const [change, message] of cases) expect((await update({ ...CONTACT, ...change })).body, message).toMatchObject({ statusCode: '02', status: message });
    expect(JSON.stringify(api.db.get('members').find({ userid: 3 }).value())).toBe(before);
    expect((await update(CONTACT, tokens.applicant)).body).toMatchObject({ statusCode: '02', status: 'No Member' });
  });
});

describe('change request', () => {
  const FIELDS = { memberTypeName: 'Fellow', membertypeid: '4', designation: 'Chief Engineer', remark: 'Promoted to chief engineer' };
  const send = (fields = {}, file = { buffer: pdf }) => multipart(api.request, `${M}/userProfileUpdate`, tokens.member, { ...FIELDS, ...fields }, file && { field: 'fileupload', ...file });

  it("'03' for a bad designation or an unknown member type, before anything is stored", async () => {
    const before = api.db.get('files').size().value();
    expect((await send({ designation: 'Chief Engineer 2' })).body).toMatchObject({ statusCode: '03', message: 'Only alphabets are allowed for this field' });
    expect((await send({ designation: '' })).body).toMatchObject({ statusCode: '03', message: 'Designation Required' });
    expect((await send({ membertypeid: '99' })).body).toMatchObject({ statusCode: '03', message: 'Select a valid member type' });
    expect((await send({ remark: 'r'.repeat(501) })).body).toMatchObject({ statusCode: '03', message: 'Remark must be at most 500 characters' });
    expect((await send({}, null)).body).toMatchObject({ statusCode: '02', message: 'pdf required' });
    expect(api.db.get('files').size().value()).toBe(before);
  });

  it("'00' success stores a pending request with its letter; a second one while it is open is '03'", async () => {
    expect(api.db.get('changeRequests').filter({ userid: 3 }).size().value()).toBe(0);
    const response = await send();
    expect(response.body).toMatchObject({ statusCode: '00', message: 'success' });
    const row = api.db.get('changeRequests').find({ requestId: response.body.requestId }).value();
    expect(row).toMatchObject({ userid: 3, memberNo: 'M0001', currentMemberTypeName: 'Member', memberTypeName: 'Fellow', membertypeid: 4, currentDesignation: 'Senior Software Engineer', designation: 'Chief Engineer', status: 1, fileName: 'letter.pdf', decidedAt: null });
    expect((await send()).body).toMatchObject({ statusCode: '03', message: 'You already have a pending change request. Please wait until it has been reviewed.' });
    const list = await as(api.request, tokens.member).get(`${M}/change-requests`);
    expect(list.body).toMatchObject({ total: 1, data: [{ requestId: row.requestId, status: 1 }] });
  });
});
