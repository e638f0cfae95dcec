// Employment, academic and professional records (spec §8 "Member records"): every code and text of the adds,
// the own and staff lists (paging, whitelisted sorting, substring filter), and deletes with their ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import { ACADEMIC, EMPLOYMENT, PROFESSIONAL, multipart, samplePdf, tokenOfOther, uploadsIn } from './members-support.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
let pdf;
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.otherMember = await tokenOfOther(api.request);
  tokens.admin = await tokenOf(api.request, 'admin');
  pdf = await samplePdf();
});

const M = '/api/usermanagement/member';
const post = (path, fields, field, token = tokens.member) => multipart(api.request, `${M}/${path}`, token, fields, { field, buffer: pdf });
const job = (fields) => post('workexperience', { ...EMPLOYMENT, ...fields }, 'file');
const study = (fields) => post('academicqualification', { ...ACADEMIC, ...fields }, 'fileupload');
const body = (fields) => post('professionalmembership', { ...PROFESSIONAL, ...fields }, 'proffileupload');
const text = (response) => [response.body.statusCode, response.body.message];

describe('employment adds', () => {
  it("'00' stores a Pending row with its file; the list shows it", async () => {
    const response = await job({});
    expect(response.body).toMatchObject({ statusCode: '00', message: 'success', status: 'success' });
    const row = api.db.get('employment').find({ employerid: response.body.employerid }).value();
    expect(row).toMatchObject({ userid: 3, companyname: 'Lakeside Analytics', desgnation: 'Data Analyst', startdate: '2021-03-01', enddate: '2023-02-28', currentemp: 'off', status: 1, fileName: 'letter.pdf' });
    expect(api.db.get('files').find({ fileId: row.fileId }).value()).toMatchObject({ ownerUserId: 3 });
  });

  it("'03' another job with the same start date; '04' same start and end; '05' end before start", async () => {
    expect(text(await job({}))).toEqual(['03', "You can't select same date for 2 jobs"]);
    expect(text(await job({ startDate: '2015-01-01', endDate: '2015-01-01' }))).toEqual(['04', "You can't select the same Start date and End Date"]);
    expect(text(await job({ startDate: '2015-01-01', endDate: '2014-12-31' }))).toEqual(['05', "You can't select the End date before the Start Date"]);
  });

  it("currentemp 'on' stores no end date; a company of the list fills address and phone", async () => {
    const response = await job({ companyname: 'Kandy Consulting Partners', companynameval: '4', companynameother: '', adddress: '', phonenumber: '0', currentemp: 'on', startDate: '2023-04-03', endDate: '' });
    expect(response.body.statusCode).toBe('00');
    expect(api.db.get('employment').find({ employerid: response.body.employerid }).value()).toMatchObject({ companyname: 'Kandy Consulting Partners', adddress: '72 Peradeniya Road, Kandy', phonenumber: '0812345604', enddate: null, currentemp: 'on' });
  });

  it('stores a contact number sent as an integer (the wire drops its leading 0) as it reads, with the 0', async () => {
    const response = await job({ phonenumber: '112678678', currentemp: 'on', startDate: '2022-05-02', endDate: '' });
    expect(response.body.statusCode).toBe('00');
    expect(api.db.get('employment').find({ employerid: response.body.employerid }).value()).toMatchObject({ phonenumber: '0112678678' });
  });

  it("'06' for every other problem: unknown company, missing fields, bad or future dates, over-long text", async () => {
    const cases = [
      [{ companyname: 'Nowhere Ltd', companynameval: '999' }, 'Select a company from the list or choose Other'],
      [{ companynameother: '' }, 'Company name is required'],
      [{ desgnation: '' }, 'Designation is required'],
      [{ startDate: '' }, 'Please Select Start Date'],
      [{ endDate: '' }, 'Please Select End Date or Select the current employee'],
      [{ startDate: '2021-02-30' }, 'Start date must be a date (YYYY-MM-DD)'],
      [{ startDate: '2999-01-01', endDate: '2999-02-01' }, 'Dates cannot be later than today'],
      [{ desgnation: 'x'.repeat(101) }, 'Designation must be at most 100 characters'],
      [{ phonenumber: 'call me' }, 'Invalid contact number'],
    ];
    for (const [fields, message] of cases) expect(text(await job({ ...fields, startDate: fields.startDate ?? '2001-01-01' })), message).toEqual(['06', message]);
  });
});

describe('academic and professional adds', () => {
  it("academic '00', '03' same dates (start, end, date received or another row's start), '04' order, '05' other", async () => {
    expect(text(await study({}))).toEqual(['00', 'success']);
    expect(api.db.get('academic').last().value()).toMatchObject({ institutename: 'University of Kelaniya', address: 'Dalugama, Kelaniya 11600', qualificationname: 'Masters by Course Work', parttimefulltime: 'Part-time', admitdate: '2020-03-01', status: 1 });
    expect(text(await study({}))).toEqual(['03', "You can't select same Start date for 2 qualifications"]);
    expect(text(await study({ fromDate: '2005-01-01', toDate: '2005-01-01', admitDate: '' }))).toEqual(['03', "You can't select the same date for the Start date, End date and Date Received"]);
    expect(text(await study({ fromDate: '2005-01-01', toDate: '2006-01-01', admitDate: '2006-01-01' }))).toEqual(['03', "You can't select the same date for the Start date, End date and Date Received"]);
    expect(text(await study({ fromDate: '2005-01-01', toDate: '2004-01-01', admitDate: '' }))).toEqual(['04', "You can't select the End date before the Start Date"]);
    expect(text(await study({ fromDate: '2005-01-01', toDate: '2006-01-01', admitDate: '2004-01-01' }))).toEqual(['04', "You can't select the Date Received before the Start Date"]);
    expect(text(await study({ fromDate: '2005-01-01', qualificationname: 'Wizardry' }))).toEqual(['05', 'Select a qualification from the list or choose Other']);
    expect(text(await study({ fromDate: '2005-01-01', parttimefulltime: '' }))).toEqual(['05', 'Parttime/Fulltime is required']);
    const other = await study({ fromDate: '2006-01-01', toDate: '2007-01-01', admitDate: '', institutename: 'Other', institutenameval: 'Other', academicuni: 'Colombo School of Data', qualificationname: '1', qualname: 'Certificate in Data' });
    expect(text(other)).toEqual(['00', 'success']);
    expect(api.db.get('academic').last().value()).toMatchObject({ institutename: 'Colombo School of Data', qualificationname: 'Certificate in Data' });
  });

  it("professional '00', '03' same start, '04' order, '05' other (membership type letters only)", async () => {
    expect(text(await body({}))).toEqual(['00', 'success']);
    expect(api.db.get('professional').last().value()).toMatchObject({ membername: 'Institute of Data Professionals', grade: 'AMIDP', entrymethod: 'Examination', enddate: null, status: 1 });
    expect(text(await body({}))).toEqual(['03', "You can't select same Start date for 2 memberships"]);
    expect(text(await body({ startdate: '2011-01-01', enddate: '2011-01-01' }))).toEqual(['03', "You can't select the same Start date and End Date"]);
    expect(text(await body({ startdate: '2011-01-01', enddate: '2010-01-01' }))).toEqual(['04', "You can't select the End date before the Start Date"]);
    expect(text(await body({ startdate: '2011-01-01', membername: 'Body 42' }))).toEqual(['05', 'Only letters are allowed for this field']);
    expect(text(await body({ startdate: '2011-01-01', entrymethod: 'Bribery' }))).toEqual(['05', 'Entry method is required']);
    expect(text(await body({ startdate: '2011-01-01', grade: '' }))).toEqual(['05', 'Grade/Membership level is required']);
  });

  it('a JSON body (no multipart) is answered with the form problem, never a crash', async () => {
    const response = await as(api.request, tokens.member).post(`${M}/workexperience`).send({ ...EMPLOYMENT, startDate: '2000-01-03', endDate: '2000-05-03' });
    expect(text(response)).toEqual(['02', 'pdf required']);
  });
});

describe('lists', () => {
  it('own lists page, sort by whitelisted columns only, and filter by substring (case-insensitive)', async () => {
    const all = (await as(api.request, tokens.member).get(`${M}/workexperience`).query({ perPage: 100 })).body;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data.every((row) => row.userid === 3)).toBe(true);
    const page = (await as(api.request, tokens.member).get(`${M}/workexperience`).query({ page: 2, perPage: 2, sortColumn: 'startdate', sortDirection: 'asc' })).body;
    expect(page.total).toBe(all.total);
    expect(page.data).toHaveLength(2);
    const sorted = [...all.data].map((row) => row.startdate).sort();
    expect(page.data.map((row) => row.startdate)).toEqual(sorted.slice(2, 4));
    const byUser = (await as(api.request, tokens.member).get(`${M}/workexperience`).query({ sortColumn: 'fileId', sortDirection: 'desc', perPage: 100 })).body;
    expect(byUser.data.map((row) => row.startdate)).toEqual([...sorted].reverse()); // not whitelisted: the default (start date, newest first)
    const filtered = (await as(api.request, tokens.member).get(`${M}/workexperience`).query({ filterText: 'serendib' })).body;
    expect(filtered.data.map((row) => row.companyname)).toEqual(['Serendib Software Labs (Pvt) Ltd']);
    expect((await as(api.request, tokens.member).get(`${M}/workexperience`).query({ filterText: '(.*' })).body.total).toBe(0);
    expect((await as(api.request, tokens.member).get(`${M}/academicqualification_`)).body.data.every((row) => row.userid === 3)).toBe(true);
    expect((await as(api.request, tokens.member).get(`${M}/professionalmembership__`)).body.data.every((row) => row.userid === 3)).toBe(true);
  });

  it.each([
    ['acadamicDetails', 'academicqualification_'],
    ['professionalDetails', 'professionalmembership__'],
  ])('POST application/%s with an empty body is the own list of GET %s: page 1 of 10, the caller\'s rows only', async (post, list) => {
    const member = as(api.request, tokens.member);
    const answered = (await member.post(`/api/application/${post}`).send({})).body;
    expect(answered).toEqual((await member.get(`${M}/${list}`)).body);
    expect(answered.total).toBeGreaterThan(0);
    expect(answered.data.length).toBe(Math.min(10, answered.total));
    expect(answered.data.every((row) => row.userid === 3)).toBe(true);
    const other = (await as(api.request, tokens.otherMember).post(`/api/application/${post}`).send({ userId: 3 })).body; // a user id in the body is ignored
    expect(other.data.some((row) => row.userid === 3)).toBe(false);
  });

  it("staff lists take the member's user id", async () => {
    const response = await as(api.request, tokens.admin).get(`${M}/academicqualification_admin/4`);
    expect(response.status).toBe(200);
    expect(response.body.data.every((row) => row.userid === 4)).toBe(true);
    const seeded = await as(api.request, tokens.admin).get(`${M}/workexperienceadmin/101`);
    expect(seeded.body.total).toBeGreaterThan(0);
  });
});

describe('staff adds', () => {
  it('start Approved, for the member named by userId; an unknown member is refused', async () => {
    const response = await post('workexperienceadmin', { ...EMPLOYMENT, userId: '4', startDate: '2012-02-01', endDate: '2013-02-01' }, 'file', tokens.admin);
    expect(text(response)).toEqual(['00', 'success']);
    expect(api.db.get('employment').find({ employerid: response.body.employerid }).value()).toMatchObject({ userid: 4, status: 2, decidedBy: 'admin@example.org' });
    expect(api.db.get('files').last().value().ownerUserId).toBe(4);
    expect(text(await post('academicqualificationadmin', { ...ACADEMIC, userId: '99999' }, 'fileupload', tokens.admin))).toEqual(['05', 'Member not found']);
  });
});

describe('deletes', () => {
  const del = (token, path, id) => as(api.request, token).delete(`/api/usermanagement/${path}/${id}`).send({});

  it("a member deletes their own Pending or Rejected rows (and the file), not Approved ones ('02')", async () => {
    const pending = api.db.get('employment').find({ userid: 3, status: 1 }).value();
    const files = uploadsIn(api.dataDir).length;
    expect(text(await del(tokens.member, 'employer', pending.employerid))).toEqual(['00', 'Deleted successfully']);
    expect(api.db.get('employment').find({ employerid: pending.employerid }).value()).toBeUndefined();
    expect(api.db.get('files').find({ fileId: pending.fileId }).value()).toBeUndefined();
    expect(uploadsIn(api.dataDir).length).toBe(files - 1);
    expect(text(await del(tokens.member, 'academic', 3))).toEqual(['00', 'Deleted successfully']); // the demo member's rejected row
    expect(text(await del(tokens.member, 'prof', 1))).toEqual(['02', 'An approved record can only be removed by the institute']);
    expect(api.db.get('professional').find({ id: 1 }).value()).toBeDefined();
    expect(text(await del(tokens.member, 'prof', 99999))).toEqual(['02', 'Record not found']);
  });

  it("another member's row is 403 and nothing changes; staff may delete any row", async () => {
    const theirs = api.db.get('employment').find((row) => row.userid !== 3 && row.status === 1).value();
    const before = JSON.stringify(api.db.getState());
    const response = await del(tokens.member, 'employer', theirs.employerid);
    expect(response.status).toBe(403);
    expect(JSON.stringify(api.db.getState())).toBe(before);
    expect((await del(tokens.otherMember, 'prof', 2)).status).toBe(403);
    expect(text(await del(tokens.admin, 'prof', 1))).toEqual(['00', 'Deleted successfully']);
  });
});
