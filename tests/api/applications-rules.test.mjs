// The applicant header's rules shared with the form (src/domain/applicationRules.mjs): LinkedIn and WhatsApp
// optional but checked when given, the NIC and date of birth read-only once stored (spec §3); and the staff's
// list of applications narrowed by status and sorted by the server, and a council member's queue holding only
// applications that still await a decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, signin, tokenOf } from './helpers.mjs';
import { startSecurityApi } from '../security/support.mjs';
import { nicFor } from '../../mock-api/seed/nic.mjs';
import { APPLICATION_STATUS, APPLICATION_TEXT } from '../../src/domain/applicationRules.mjs';

const api = startSecurityApi({ env: { RATE_LIMIT_SIGNUP: '1000/3600' } });
afterAll(() => api.cleanup());

const M = '/api/usermanagement/member';
const A = '/api/application';
let serial = 300;
let adminToken;
beforeAll(async () => {
  adminToken = await tokenOf(api.request, 'admin');
});
const admin = () => as(api.request, adminToken);

/** A new applicant (quick registration, the mailed password): { token, userId, nic, dob }. */
async function newApplicant(dob = '1991-06-20') {
  const nic = nicFor(dob, { serial: serial++, oldFormat: false });
  const email = `rules${serial++}@example.org`;
  const body = { firstName: 'Ruwan', lastName: 'Fernando', email, nicNumber: nic, mobileNo: '0771234567', membertypeid: 3 };
  expect((await api.request.post(`${M}/quickregister`).send(body)).body.statusCode).toBe('00');
  const password = /Password: (\S+)/.exec((await latestMail(api.request, email)).body)?.[1];
  const login = await signin(api.request, email, password);
  return { token: login.body.token, userId: api.db.get('users').find({ username: email }).value().userID, nic, dob };
}

/** A draft header without any social account. */
const header = (applicant, fields = {}) => ({
  membertypeid: 3, title: 'Mr', nameWithInitials: 'R. Fernando', lastName: 'Fernando', fullName: 'Ruwan Fernando',
  nicNumber: applicant.nic, dob: applicant.dob, mobileNo: '0771234567', addressNo: '7', addressSt: 'Hill Street', addressCity: '', ...fields,
});
const save = (applicant, fields) => as(api.request, applicant.token).post(`${M}/updateApplicantDetail`).send(header(applicant, fields));
const stored = (userId) => api.db.get('applications').find({ userId }).value();
const codeOf = (response) => [response.body.statusCode, response.body.status];

describe('LinkedIn and WhatsApp', () => {
  it('are optional: a draft without either saves', async () => {
    const applicant = await newApplicant();
    const response = await save(applicant, {});
    expect(codeOf(response)).toEqual(['00', 'Update Successfuly']);
    expect(stored(applicant.userId)).toMatchObject({ linkedin: '', whatsapp: '', fullName: 'Ruwan Fernando' });
  });

  it('are checked when given, with the words the form shows', async () => {
    const applicant = await newApplicant();
    expect(codeOf(await save(applicant, { linkedin: 'ruwan fernando' }))).toEqual(['03', APPLICATION_TEXT.linkedinInvalid]);
    expect(codeOf(await save(applicant, { whatsapp: '12ab' }))).toEqual(['03', APPLICATION_TEXT.whatsappInvalid]);
    expect(codeOf(await save(applicant, { linkedin: 'https://www.linkedin.com/in/ruwan', whatsapp: '+94771234567' }))).toEqual(['00', 'Update Successfuly']);
    expect(codeOf(await save(applicant, { linkedin: 'linkedin.com/in/ruwan' }))[0]).toBe('00');
  });
});

describe('the NIC and the date of birth, once stored', () => {
  it('are refused a change by the applicant and by registration staff; left out, they keep their stored value', async () => {
    const applicant = await newApplicant('1991-06-20');
    expect(codeOf(await save(applicant, {}))[0]).toBe('00');
    const other = nicFor('1991-06-21', { serial: serial++, oldFormat: false });
    expect(codeOf(await save(applicant, { nicNumber: other, dob: '1991-06-21' }))).toEqual(['03', APPLICATION_TEXT.nicLocked]);
    expect(codeOf(await save(applicant, { dob: '1991-06-21' }))).toEqual(['03', APPLICATION_TEXT.dobLocked]);
    expect(codeOf(await save(applicant, { dob: '' }))).toEqual(['03', APPLICATION_TEXT.dobLocked]);
    const staff = await admin().post(`${M}/updatemember`).send({ ...header(applicant), userId: applicant.userId, dob: '1990-01-01' });
    expect(codeOf(staff)).toEqual(['03', APPLICATION_TEXT.dobLocked]);
    expect(stored(applicant.userId)).toMatchObject({ nicNumber: applicant.nic, dob: '1991-06-20' });

    const { nicNumber, dob, ...rest } = header(applicant, { fullName: 'Ruwan Kumara Fernando' });
    expect(codeOf(await as(api.request, applicant.token).post(`${M}/updateApplicantDetail`).send(rest))[0]).toBe('00');
    expect(stored(applicant.userId)).toMatchObject({ nicNumber: applicant.nic, dob: '1991-06-20', fullName: 'Ruwan Kumara Fernando' });
    // the same NIC with its letter in another case is no change (an old-form NIC ends in V or X)
    expect(codeOf(await save(applicant, { nicNumber: applicant.nic.toLowerCase() }))[0]).toBe('00');
  });

  it('is only the NIC at first: the date of birth stays open until it is saved', async () => {
    const applicant = await newApplicant('1993-02-11');
    expect(stored(applicant.userId)).toMatchObject({ nicNumber: applicant.nic, dob: '' });
    expect(codeOf(await save(applicant, { dob: '1993-02-11' }))[0]).toBe('00');
    expect(stored(applicant.userId).dob).toBe('1993-02-11');
  });
});

describe('the list of applications', () => {
  const list = (query) => admin().get(`${A}/viewApplication`).query({ perPage: 100, ...query });

  it('narrows to one status (?status=) and ignores a status that is none', async () => {
    const all = (await list({})).body;
    for (const status of Object.values(APPLICATION_STATUS)) {
      const narrowed = (await list({ status })).body;
      expect(narrowed.total, `status ${status}`).toBe(all.data.filter((row) => row.status === status).length);
      expect(narrowed.data.every((row) => row.status === status)).toBe(true);
    }
    expect((await list({ status: APPLICATION_STATUS.APPROVED })).body.total).toBeGreaterThan(0);
    for (const status of ['99', 'abc', '2 OR 1=1', '']) expect((await list({ status })).body.total).toBe(all.total);
  });

  it('sorts newest first when asked (createdDate desc), combined with the status filter and the search', async () => {
    const newest = (await list({ sortColumn: 'createdDate', sortDirection: 'desc' })).body.data.map((row) => row.createdDate);
    expect(newest.length).toBeGreaterThan(10);
    expect(newest).toEqual([...newest].sort().reverse());
    const drafts = (await list({ status: APPLICATION_STATUS.DRAFT, sortColumn: 'createdDate', sortDirection: 'desc', filterText: 'example.org' })).body.data;
    expect(drafts.every((row) => row.status === APPLICATION_STATUS.DRAFT)).toBe(true);
    expect(drafts.map((row) => row.createdDate)).toEqual(drafts.map((row) => row.createdDate).sort().reverse());
  });
});

describe("a council member's queue", () => {
  it('holds only applications still awaiting a decision; the applicant page keeps every review', async () => {
    const token = (await signin(api.request, 'staff01@example.org', 'User@123')).body.token;
    const reviews = api.db.get('committeeReviews').filter({ reviewerUserId: 47 }).value();
    const statusOf = (review) => api.db.get('applications').find({ applicationId: review.applicationId }).value().status;
    const decided = reviews.filter((review) => statusOf(review) !== APPLICATION_STATUS.SUBMITTED);
    expect(decided.length).toBeGreaterThan(0);
    const queue = (await as(api.request, token).get(`${A}/committee-member-list/47`).query({ perPage: 100 })).body;
    expect(queue.total).toBe(reviews.length - decided.length);
    expect(queue.data.every((row) => statusOf(row) === APPLICATION_STATUS.SUBMITTED)).toBe(true);
    const history = (await admin().get(`${A}/committee-member-list/${decided[0].applicantUserId}`)).body.data;
    expect(history.some((row) => row.reviewId === decided[0].reviewId)).toBe(true);
  });
});
