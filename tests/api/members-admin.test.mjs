// Staff member screens: lookup, members table, one member, edit, the approval queue and decisions (mail and
// activity log), approve-all, cancel and reactivate, entitlements and the CV.
import { buildSeed } from '../../mock-api/seed.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, startApi, tokenOf } from './helpers.mjs';
import { multipart, samplePdf } from './members-support.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.admin = await tokenOf(api.request, 'admin');
});
const M = '/api/usermanagement/member';
const admin = () => as(api.request, tokens.admin);
const lastLog = () => api.db.get('activityLog').last().value();

describe('lookup and members table', () => {
  it('finds a member by number (any case); an unknown number gives an empty list', async () => {
    const found = await admin().get('/api/application/memberdetails/m0001');
    expect(found.body.data).toEqual([expect.objectContaining({ firstName: 'Kasun', lastName: 'Jayawardena', title: 'Mr', contactNumber: '0771234567', email: 'member@example.org', NIC: '198512345678', designation: 'Senior Software Engineer', address: 'No. 25, Temple Road, Nugegoda', memberType: 'Member', userId: 3, memberID: 1 })]);
    expect((await admin().get('/api/application/memberdetails/M9999')).body).toEqual({ data: [] });
  });

  it('pages, sorts by whitelisted columns and filters by text; no CV in list rows', async () => {
    const first = (await admin().get('/api/usermanagement/members')).body;
    expect(first.total).toBeGreaterThanOrEqual(150);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].memberNo).toBe('M0001');
    expect(first.data.every((row) => !('cvFile' in row))).toBe(true);
    const byValid = (await admin().get('/api/usermanagement/members').query({ sortColumn: 'validTillDate', sortDirection: 'asc', perPage: 1 })).body;
    // The earliest seeded validTillDate (members without one, new members yet to pay, sort last).
    const earliest = buildSeed().members.map((member) => member.validTillDate).filter(Boolean).sort()[0];
    expect(byValid.data[0].validTillDate).toBe(earliest);
    const cancelled = (await admin().get('/api/usermanagement/members').query({ filterText: 'CANCELLED', perPage: 100 })).body;
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.data.every((row) => row.status === 16)).toBe(true);
    const ignored = (await admin().get('/api/usermanagement/members').query({ sortColumn: 'passwordHash', perPage: 1 })).body;
    expect(ignored.data[0].memberNo).toBe('M0001');
  });

  it('one member by id; unknown is 404', async () => {
    expect((await admin().get('/api/application/memberdetail/1')).body.memberData).toMatchObject({ memberNo: 'M0001' });
    expect((await admin().get('/api/application/memberdetail/99999')).status).toBe(404);
  });

  it('getMemberDetails/{id} is the same call (spec §7 names both paths)', async () => {
    const alias = await admin().get('/api/application/getMemberDetails/1');
    expect(alias.body).toEqual((await admin().get('/api/application/memberdetail/1')).body);
    expect(alias.body.memberData).toMatchObject({ memberID: 1, memberNo: 'M0001', firstName: 'Kasun' });
    expect((await admin().get('/api/application/getMemberDetails/99999')).status).toBe(404);
  });
});

describe('POST application/updatemembertype/{memberID}', () => {
  const member7 = () => api.db.get('members').find({ memberID: 7 }).value();
  const setType = (memberID, body) => admin().post(`/api/application/updatemembertype/${memberID}`).send(body);

  it("'00' changes the member type (id and name) alone, mails the member and logs it", async () => {
    const before = member7();
    const response = await setType(7, { membertypeid: { value: 4, label: 'Fellow' } });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Update Successfuly', memberTypeName: 'Fellow' });
    expect(member7()).toEqual({ ...before, membertypeid: 4, memberTypeName: 'Fellow' });
    expect(lastLog()).toMatchObject({ entity: 'member', action: 'update', recordId: 7, detail: 'Member type of M0007 changed to Fellow' });
    expect((await latestMail(api.request, before.email)).subject).toBe('Your membership type is now Fellow');
  });

  it("'02' for an unknown member, an unknown type or the type the member already has; nothing changes", async () => {
    const before = member7();
    expect((await setType(99999, { membertypeid: 4 })).body).toMatchObject({ statusCode: '02', status: 'Member not found' });
    expect((await setType(7, { membertypeid: 99 })).body).toMatchObject({ statusCode: '02', status: 'Select a valid member type' });
    expect((await setType(7, {})).body).toMatchObject({ statusCode: '02', status: 'Select a valid member type' });
    expect((await setType(7, { membertypeid: 4 })).body).toMatchObject({ statusCode: '02', status: 'The member already has this member type' });
    expect(member7()).toEqual(before);
  });
});

describe('staff edit', () => {
  const current = () => api.db.get('members').find({ memberID: 2 }).value();
  const edit = (change) => {
    const m = current();
    return admin().post('/api/application/updatemember/2').send({ title: m.title, firstName: m.firstName, middleName: m.middleName, lastName: m.lastName, membertypeid: 4, designation: 'Chief Engineer', mobileNo: '0771112223', email: m.email, addressNo: 'No. 1', addressSt: 'Main Street', addressCity: 'Galle', ...change });
  };

  it("'00' updates the profile and the type name; NIC and date of birth stay read-only once set", async () => {
    expect((await edit({})).body).toMatchObject({ statusCode: '00', status: 'Update Successfuly' });
    expect(current()).toMatchObject({ membertypeid: 4, memberTypeName: 'Fellow', designation: 'Chief Engineer', mobileNo: '0771112223', addressCity: 'Galle' });
    expect((await edit({ nicNumber: '200012345678' })).body).toMatchObject({ statusCode: '02', status: 'NIC number cannot be changed' });
    expect((await edit({ dob: '1999-01-01' })).body).toMatchObject({ statusCode: '02', status: 'Date of birth cannot be changed' });
    expect((await edit({ title: 'Sir' })).body).toMatchObject({ statusCode: '02', status: 'Select a valid title' });
    expect((await edit({ email: 'not-an-email' })).body).toMatchObject({ statusCode: '02', status: 'Please enter valid e-mail' });
    expect((await edit({ mobileNo: '12' })).body).toMatchObject({ statusCode: '02', status: 'Invalid contact number' });
  });
});

describe('approval queue and decisions', () => {
  it('lists every pending item, oldest first, with its evidence file; pages and filters by kind', async () => {
    const queue = (await admin().get(`${M}/approval-queue`).query({ perPage: 100 })).body;
    expect(queue.total).toBeGreaterThan(20);
    const times = queue.data.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    expect(queue.data.every((item) => Number.isInteger(item.fileId) && item.memberNo)).toBe(true);
    // An applicant's pending record belongs to the application approval, not to this queue.
    api.db.get('academic').push({ id: 9001, academicid: 9001, userid: 2, institutename: 'X', qualificationname: 'Diploma', status: 1, createdAt: '2020-01-01T00:00:00.000Z' }).write();
    expect((await admin().get(`${M}/approval-queue`).query({ perPage: 100 })).body.total).toBe(queue.total);
    const requests = (await admin().get(`${M}/approval-queue`).query({ kind: 'changeRequest', perPage: 10 })).body;
    expect(requests.total).toBeGreaterThanOrEqual(12);
    expect(requests.data.every((item) => item.kind === 'changeRequest')).toBe(true);
    // summaries are read by people: dates as DD/MM/YYYY
    const job = queue.data.find((item) => item.kind === 'employment');
    expect(job.summary).toMatch(/ from \d{2}\/\d{2}\/\d{4}$/);
    const filtered = (await admin().get(`${M}/approval-queue`).query({ filterText: job.memberNo, perPage: 100 })).body;
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((item) => item.memberNo === job.memberNo)).toBe(true);
  });

  it('names each queue item by a key unique across kinds, and decides an item named by its key (the queue row as it is)', async () => {
    const queue = (await admin().get(`${M}/approval-queue`).query({ perPage: 100 })).body;
    expect(queue.data.every((item) => item.key === `${item.kind}-${item.id}`)).toBe(true);
    expect(new Set(queue.data.map((item) => item.key)).size).toBe(queue.data.length);
    // not the demo member's: a later test decides all of theirs
    const item = queue.data.find((row) => row.kind === 'academic' && row.userid !== 3);
    const { id: _dropped, ...row } = item;
    const logs = api.db.get('activityLog').size().value();
    const response = await admin().put(`${M}/decision`).send({ ...row, decision: 'approve', comment: 'Certificate checked' });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Approved successfully' });
    expect(api.db.get('academic').find({ academicid: item.id }).value()).toMatchObject({ status: 2, comment: 'Certificate checked' });
    expect(api.db.get('activityLog').size().value()).toBe(logs + 1);
    expect(lastLog()).toMatchObject({ entity: 'academic', action: 'approve', recordId: item.id });
    for (const key of ['academic-', 'payment-1', 'academic-x', 7, `${item.key}-1`]) {
      expect((await admin().put(`${M}/decision`).send({ key, decision: 'approve' })).body.statusCode).toBe('02');
    }
  });

  it('approving a change request sets the member type and designation, mails the member and logs', async () => {
    const request = api.db.get('changeRequests').find({ status: 1 }).value();
    const response = await admin().put(`${M}/decision`).send({ kind: 'changeRequest', id: request.requestId, decision: 'approve', comment: '' });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Approved successfully' });
    const member = api.db.get('members').find({ userid: request.userid }).value();
    expect(member).toMatchObject({ membertypeid: request.membertypeid, memberTypeName: request.memberTypeName, designation: request.designation });
    expect(api.db.get('changeRequests').find({ requestId: request.requestId }).value()).toMatchObject({ status: 2, decidedBy: 'admin@example.org', decidedAt: expect.any(String) });
    expect(lastLog()).toMatchObject({ entity: 'changeRequest', action: 'approve', recordId: request.requestId, userId: 1 });
    expect(await latestMail(api.request, member.email)).toMatchObject({ subject: 'Your change request has been approved' });
    expect((await admin().put(`${M}/decision`).send({ kind: 'changeRequest', id: request.requestId, decision: 'reject', comment: 'late' })).body).toMatchObject({ statusCode: '02', status: 'This item has already been decided' });
  });

  it('rejecting needs a comment; a rejected record keeps the comment and is mailed', async () => {
    const record = api.db.get('employment').find((row) => row.status === 1 && row.userid !== 3).value();
    const logs = api.db.get('activityLog').size().value();
    expect((await admin().put(`${M}/decision`).send({ kind: 'employment', id: record.employerid, decision: 'reject', comment: ' ' })).body).toMatchObject({ statusCode: '02', status: 'A comment is required to reject' });
    expect(api.db.get('activityLog').size().value()).toBe(logs);
    expect((await admin().put(`${M}/decision`).send({ kind: 'employment', id: record.employerid, decision: 'reject', comment: 'Letter unsigned' })).body).toMatchObject({ statusCode: '00', status: 'Rejected successfully' });
    expect(api.db.get('employment').find({ employerid: record.employerid }).value()).toMatchObject({ status: 16, comment: 'Letter unsigned' });
    const member = api.db.get('members').find({ userid: record.userid }).value();
    expect(await latestMail(api.request, member.email)).toMatchObject({ subject: 'Your employment record has been rejected', body: expect.stringContaining('Letter unsigned') });
    expect(lastLog()).toMatchObject({ entity: 'employment', action: 'reject' });
    for (const bad of [{ kind: 'payment', id: 1, decision: 'approve' }, { kind: 'academic', id: 99999, decision: 'approve' }, { kind: 'academic', id: 2, decision: 'maybe' }]) {
      expect((await admin().put(`${M}/decision`).send(bad)).body.statusCode).toBe('02');
    }
  });

  it("approve-all decides every pending detail of a member (records and change request) with one mail", async () => {
    const member = api.db.get('members').find({ userid: 3 }).value();
    await multipart(api.request, `${M}/userProfileUpdate`, tokens.member, { membertypeid: '4', memberTypeName: 'Fellow', designation: 'Chief Engineer', remark: '' }, { field: 'fileupload', buffer: await samplePdf() });
    const pending = ['employment', 'academic', 'professional', 'changeRequests'].reduce((sum, name) => sum + api.db.get(name).filter({ userid: 3, status: 1 }).size().value(), 0);
    expect(pending).toBeGreaterThanOrEqual(4);
    expect((await admin().post(`${M}/approve-all-details-from-admin/${member.memberID}/16`).send({})).body).toMatchObject({ statusCode: '02', status: 'A comment is required to reject' });
    expect((await admin().post(`${M}/approve-all-details-from-admin/${member.memberID}/7`).send({})).body.statusCode).toBe('02');
    const response = await admin().post(`${M}/approve-all-details-from-admin/${member.memberID}/2`).send({ comment: 'All verified' });
    expect(response.body).toMatchObject({ statusCode: '00', count: pending });
    expect(api.db.get('members').find({ userid: 3 }).value()).toMatchObject({ memberTypeName: 'Fellow', designation: 'Chief Engineer' });
    expect(lastLog()).toMatchObject({ entity: 'member', action: 'approve', recordId: member.memberID });
    expect(await latestMail(api.request, 'member@example.org')).toMatchObject({ subject: `${pending} of your submitted details have been approved` });
  });
});

describe('membership standing', () => {
  it('cancel and reactivate need a reason, change the status, log and mail', async () => {
    const member = api.db.get('members').find({ memberID: 5 }).value();
    expect((await admin().post(`${M}/cancel-membership/5`).send({ reason: '' })).body).toMatchObject({ statusCode: '02', status: 'A reason is required' });
    expect((await admin().post(`${M}/reactivate-membership/5`).send({ reason: 'x' })).body).toMatchObject({ statusCode: '02', status: 'Only a cancelled membership can be reactivated' });
    expect((await admin().post(`${M}/cancel-membership/5`).send({ reason: 'Resigned' })).body).toMatchObject({ statusCode: '00', status: 'Membership cancelled' });
    expect(api.db.get('members').find({ memberID: 5 }).value()).toMatchObject({ status: 16, statusReason: 'Resigned' });
    expect(lastLog()).toMatchObject({ entity: 'member', action: 'cancel', recordId: 5 });
    expect(await latestMail(api.request, member.email)).toMatchObject({ subject: `Your membership ${member.memberNo} has been cancelled` });
    expect((await admin().post(`${M}/cancel-membership/5`).send({ reason: 'Again' })).body).toMatchObject({ statusCode: '02', status: 'This membership is already cancelled' });
    expect((await admin().post(`${M}/reactivate-membership/5`).send({ reason: 'Rejoined' })).body).toMatchObject({ statusCode: '00', status: 'Membership reactivated' });
    expect(api.db.get('members').find({ memberID: 5 }).value().status).toBe(2);
    expect((await admin().post(`${M}/cancel-membership/99999`).send({ reason: 'x' })).body.status).toBe('Member not found');
  });

  it('entitlements default by member type and are stored when staff change them', async () => {
    const student = api.db.get('members').find({ memberTypeName: 'Student' }).value();
    const associate = api.db.get('members').find({ memberTypeName: 'Associate' }).value();
    expect((await admin().get(`${M}/entitlements/${student.memberID}`)).body.data).toMatchObject({ votingRights: false, postNominals: false, journal: true, library: true, cpdPortal: false, updatedAt: null });
    expect((await admin().get(`${M}/entitlements/${associate.memberID}`)).body.data).toMatchObject({ votingRights: false, postNominals: false, journal: true, library: true, cpdPortal: true });
    const all = { votingRights: true, postNominals: false, journal: false, library: true, cpdPortal: true };
    expect((await admin().post(`${M}/entitlements/update`).send({ memberID: student.memberID, ...all, journal: 'yes' })).body.statusCode).toBe('02');
    expect((await admin().post(`${M}/entitlements/update`).send({ memberID: student.memberID, ...all })).body).toMatchObject({ statusCode: '00' });
    expect((await admin().get(`${M}/entitlements/${student.memberID}`)).body.data).toMatchObject({ ...all, updatedBy: 'admin@example.org' });
    expect((await admin().get(`${M}/entitlements/99999`)).status).toBe(404);
  });

  it("the CV: the PDF, 'The user has not uploaded a CV.' (404) or 'Error occured when retrieving the CV.' (422)", async () => {
    const withCv = await admin().get(`${M}/cv/32`);
    expect(withCv.status).toBe(200);
    expect(withCv.headers['content-type']).toMatch(/^application\/pdf/);
    expect(withCv.headers['content-disposition']).toContain('filename="M0032 CV.pdf"');
    expect((await admin().get(`${M}/cv/1`)).body).toEqual({ message: 'The user has not uploaded a CV.' });
    const broken = await admin().get(`${M}/cv/33`);
    expect([broken.status, broken.body]).toEqual([422, { message: 'Error occured when retrieving the CV.' }]);
  });
});
