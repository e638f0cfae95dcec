// A member's standing (src/domain/memberStanding.mjs) as every view of a member sends it: the member's dashboard
// card, own profile and renewal page, and staff's member view, lookup, members table and office lookup all read
// the same standing from the same valid-till day; the stored status stays as it was. Late joiners: a first
// payment made from 1 October (Sri Lanka time) covers the next year for one year's fee.
import { afterAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import { memberInArrears, newMemberOwing, seed, tokenOfUser } from './payments-support.mjs';
import { feeInForce, newMembershipFeeOf } from '../../src/domain/paymentRules.mjs';

const A = '/api/application';
let clock = Date.parse('2026-11-23T06:30:00Z');
const api = startApi({ now: () => clock });
afterAll(() => api.cleanup());

/** Sign-ins at the current clock (tokens made months earlier would have expired). */
const tokens = async () => ({
  admin: await tokenOf(api.request, 'admin'),
  member: await tokenOf(api.request, 'member'),
  finance: await tokenOfUser(api.request, 'staff04@example.org'),
});
const memberRow = (memberNo) => api.db.get('members').find({ memberNo }).value();

describe('M0001 (paid to 2024) reads Lapsed in every view in November 2026', () => {
  it('dashboard card, own profile, renewal page, staff view, lookup, members table and office lookup agree', async () => {
    const t = await tokens();
    const lapsed = { standing: 'lapsed', standingName: 'Lapsed', graceUntil: '2025-03-31' };
    const card = (await as(api.request, t.member).get('/api/dashboard/memberDashboard/1')).body;
    expect(card).toMatchObject({ statusCode: '00', data: { status: 2, statusName: 'Active', validTill: '2024-12-31', ...lapsed } });
    expect((await as(api.request, t.member).get('/api/usermanagement/member/1')).body.memberData).toMatchObject({ status: 2, validTillDate: '2024-12-31', ...lapsed });
    expect((await as(api.request, t.member).get(`${A}/member-view-for-member-renewal`)).body.member).toMatchObject({ validTillDate: '2024-12-31', ...lapsed });
    expect((await as(api.request, t.admin).get(`${A}/memberdetail/1`)).body.memberData).toMatchObject({ status: 2, statusName: 'Active', validTillDate: '2024-12-31', ...lapsed });
    expect((await as(api.request, t.admin).get(`${A}/memberdetails/M0001`)).body.data[0]).toMatchObject({ memberNo: 'M0001', status: 2, validTillDate: '2024-12-31', ...lapsed });
    const list = (await as(api.request, t.admin).get('/api/usermanagement/members').query({ filterText: 'M0001', perPage: 5 })).body;
    expect(list.data.find((row) => row.memberNo === 'M0001')).toMatchObject({ status: 2, validTillDate: '2024-12-31', ...lapsed });
    expect((await as(api.request, t.finance).get(`${A}/member-dues/M0001`)).body.member).toMatchObject({ validTillDate: '2024-12-31', ...lapsed });
    // the stored row is not rewritten
    expect(memberRow('M0001')).toMatchObject({ status: 2, validTillDate: '2024-12-31' });
  });

  it('the members table finds members by their standing ("Lapsed")', async () => {
    const t = await tokens();
    const list = (await as(api.request, t.admin).get('/api/usermanagement/members').query({ filterText: 'Lapsed', perPage: 100 })).body;
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((row) => row.standingName === 'Lapsed')).toBe(true);
  });
});

describe('Renewal due within the grace period, Active once renewed', () => {
  it('a member paid to 2025 is "Renewal due" until 31 March 2026, Lapsed from 1 April (Sri Lanka days)', async () => {
    const member = memberInArrears(1);
    clock = Date.parse('2026-03-31T18:29:00Z'); // 23:59 on 31 March in Colombo
    let t = await tokens();
    expect((await as(api.request, t.admin).get(`${A}/memberdetail/${member.memberID}`)).body.memberData).toMatchObject({ standing: 'renewalDue', standingName: 'Renewal due', validTillDate: '2025-12-31', graceUntil: '2026-03-31' });
    clock = Date.parse('2026-03-31T18:30:00Z'); // 00:00 on 1 April in Colombo
    t = await tokens();
    expect((await as(api.request, t.admin).get(`${A}/memberdetail/${member.memberID}`)).body.memberData).toMatchObject({ standing: 'lapsed' });
  });

  it("an honorary fellow's free years never run out: Active, valid till the end of this year", async () => {
    clock = Date.parse('2026-11-23T06:30:00Z');
    const fellow = seed.members.find((row) => row.membertypeid === 5 && row.status === 2 && row.lastRenewalYear < 2026);
    const t = await tokens();
    expect((await as(api.request, t.admin).get(`${A}/memberdetail/${fellow.memberID}`)).body.memberData).toMatchObject({ standing: 'active', validTillDate: '2026-12-31' });
  });

  it('the grace period is configurable (MEMBERSHIP_GRACE_DAYS=0: lapsed the day after the valid-till day)', async () => {
    const strict = startApi({ env: { MEMBERSHIP_GRACE_DAYS: '0' }, now: () => Date.parse('2026-01-05T06:30:00Z') });
    try {
      const member = memberInArrears(1);
      const admin = await tokenOf(strict.request, 'admin');
      expect((await as(strict.request, admin).get(`${A}/memberdetail/${member.memberID}`)).body.memberData).toMatchObject({ standing: 'lapsed', graceUntil: '2025-12-31' });
    } finally {
      strict.cleanup();
    }
  });
});

describe('late joiners: from 1 October the first payment covers the next year too', () => {
  const fees = seed.membershipFees;

  it('on 30 September (23:59 in Colombo) the first payment is for this year; a minute later for this year and the next', async () => {
    const member = newMemberOwing(0);
    clock = Date.parse('2026-09-30T18:29:00Z');
    let t = await tokens();
    const before = (await as(api.request, t.finance).get(`${A}/member-dues/${member.memberNo}`)).body;
    expect(before.newMembershipDue).toEqual(newMembershipFeeOf(fees, member.membertypeid, 2026));
    clock = Date.parse('2026-09-30T18:30:00Z');
    t = await tokens();
    const after = (await as(api.request, t.finance).get(`${A}/member-dues/${member.memberNo}`)).body;
    // one year's fee: the entrance fee and one subscription, priced for the year it covers
    expect(after.newMembershipDue).toEqual(newMembershipFeeOf(fees, member.membertypeid, 2027));
    expect(after.newMembershipDue.subscription).toBe(feeInForce(fees, member.membertypeid, 2027).annualSubscription);
  });

  it('paid on 28 November 2026, the membership is valid until 31 December 2027 and nothing is asked for 2027', async () => {
    const member = newMemberOwing(1);
    clock = Date.parse('2026-11-28T05:00:00Z');
    const t = await tokens();
    const paid = (await as(api.request, t.finance).post(`${A}/membership-payment/${member.memberNo}`).send({ referenceNumber: 'OFF-2026-1128', paidDate: '2026-11-28' })).body;
    expect(paid).toMatchObject({ statusCode: '00', amount: newMembershipFeeOf(fees, member.membertypeid, 2027).amount });
    expect(memberRow(member.memberNo)).toMatchObject({ status: 2, lastRenewalYear: 2027, validTillDate: '2027-12-31', newMembershipDue: null });
    const dues = (await as(api.request, t.finance).get(`${A}/member-dues/${member.memberNo}`)).body;
    expect(dues).toMatchObject({ dues: { years: [], totalDueAmount: 0, advance: null }, newMembershipDue: null, member: { standing: 'active', validTillDate: '2027-12-31' } });
  });
});
