// The fee schedule: read by everyone signed in (default order: member type, newest year first), changed by
// holders of Membership Fees only, validated on the server, unique per type and year, logged; dues follow it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers.mjs';
import { fees, staffTokensOf, startPaymentsApi } from './payments-support.mjs';

const A = '/api/application';
const api = startPaymentsApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  Object.assign(tokens, await staffTokensOf(api.request));
});

const FEE = { membertypeid: 3, effectiveYear: 2027, entranceFee: 8000, annualSubscription: 12500.5 };
const feeLogs = () => api.db.get('activityLog').filter({ entity: 'membership fee' }).value();

describe('reading the schedule', () => {
  it('pages every seeded row for a member, sorted by member type then the newest year', async () => {
    const page = (await as(api.request, tokens.member).get(`${A}/get-payment-fee-from-table`).query({ perPage: 100 })).body;
    expect(page.total).toBe(fees.length);
    const keys = page.data.map((row) => `${row.memberTypeName}|${row.effectiveYear}`);
    const expected = [...fees].sort((a, b) => a.memberTypeName.localeCompare(b.memberTypeName) || b.effectiveYear - a.effectiveYear).map((row) => `${row.memberTypeName}|${row.effectiveYear}`);
    expect(keys).toEqual(expected);
    expect(page.data[0]).toEqual({ feeId: expect.any(Number), membertypeid: 2, memberTypeName: 'Associate', effectiveYear: 2026, entranceFee: expect.any(Number), annualSubscription: expect.any(Number), updatedAt: expect.any(String), updatedBy: expect.any(String) });
  });

  it('filters by member type name and sorts by a column', async () => {
    const fellows = (await as(api.request, tokens.member).get(`${A}/get-payment-fee-from-table`).query({ filterText: 'honorary', perPage: 100 })).body;
    expect(fellows.total).toBe(fees.filter((row) => row.membertypeid === 5).length);
    expect(fellows.data.every((row) => row.entranceFee === 0 && row.annualSubscription === 0)).toBe(true);
    const cheapest = (await as(api.request, tokens.member).get(`${A}/get-payment-fee-from-table`).query({ sortColumn: 'annualSubscription', sortDirection: 'desc', perPage: 1 })).body;
    expect(cheapest.data[0].annualSubscription).toBe(Math.max(...fees.map((row) => row.annualSubscription)));
  });
});

describe('changing the schedule', () => {
  it('creates, refuses a duplicate type and year (02), updates and deletes; each change is logged', async () => {
    const created = await as(api.request, tokens.finance).post(`${A}/membership-fees`).send(FEE);
    expect(created.body).toMatchObject({ statusCode: '00', status: 'Saved Successfully', data: { ...FEE, memberTypeName: 'Member', updatedBy: 'staff04@example.org' } });
    const { feeId } = created.body.data;
    expect((await as(api.request, tokens.finance).post(`${A}/membership-fees`).send({ ...FEE, entranceFee: 1 })).body).toMatchObject({ statusCode: '02', status: 'A fee for this member type and year already exists' });
    const updated = await as(api.request, tokens.admin).put(`${A}/membership-fees/${feeId}`).send({ ...FEE, annualSubscription: '13000.25' });
    expect(updated.body).toMatchObject({ statusCode: '00', status: 'Updated Successfully', data: { annualSubscription: 13000.25 } });
    const other = fees.find((row) => row.membertypeid === 3 && row.effectiveYear === 2026);
    expect((await as(api.request, tokens.admin).put(`${A}/membership-fees/${feeId}`).send({ ...FEE, effectiveYear: 2026 })).body).toMatchObject({ statusCode: '02', status: 'A fee for this member type and year already exists' });
    expect(api.db.get('membershipFees').find({ feeId: other.feeId }).value().effectiveYear).toBe(2026);
    expect((await as(api.request, tokens.admin).delete(`${A}/membership-fees/${feeId}`)).body).toMatchObject({ statusCode: '00', status: 'Deleted Successfully' });
    expect((await as(api.request, tokens.admin).delete(`${A}/membership-fees/${feeId}`)).status).toBe(404);
    expect(feeLogs().map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(feeLogs()[0]).toMatchObject({ username: 'staff04@example.org', recordId: feeId });
  });

  it('validates type, year and amounts on the server (400 05), storing nothing', async () => {
    const before = api.db.get('membershipFees').size().value();
    const cases = [
      [{ membertypeid: 9 }, 'Select a valid member type'],
      [{ membertypeid: 'x' }, 'Select a valid member type'],
      [{ effectiveYear: 1999 }, 'Effective year must be a whole number from 2000 to 2030'],
      [{ effectiveYear: 2031 }, 'Effective year must be a whole number from 2000 to 2030'],
      [{ effectiveYear: 2027.5 }, 'Effective year must be a whole number from 2000 to 2030'],
      [{ entranceFee: -1 }, 'Entrance fee must be an amount from 0 to 10,000,000 with at most 2 decimals'],
      [{ entranceFee: 10000000.01 }, 'Entrance fee must be an amount from 0 to 10,000,000 with at most 2 decimals'],
      [{ entranceFee: '1e3' }, 'Entrance fee must be an amount from 0 to 10,000,000 with at most 2 decimals'],
      [{ annualSubscription: 1.005 }, 'Annual subscription must be an amount from 0 to 10,000,000 with at most 2 decimals'],
      [{ annualSubscription: null }, 'Annual subscription must be an amount from 0 to 10,000,000 with at most 2 decimals'],
    ];
    for (const [fields, text] of cases) {
      const response = await as(api.request, tokens.admin).post(`${A}/membership-fees`).send({ ...FEE, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body, JSON.stringify(fields)).toMatchObject({ statusCode: '05', status: text });
    }
    expect(api.db.get('membershipFees').size().value()).toBe(before);
  });

  // The route's own object check gave way to its contract's body schema: the same answer, whatever the route.
  it("a body that is no JSON object answers 400 '05' 'Malformed JSON body' (add and edit), storing nothing", async () => {
    const before = JSON.stringify(api.db.get('membershipFees').value());
    for (const send of [() => as(api.request, tokens.admin).post(`${A}/membership-fees`), () => as(api.request, tokens.admin).put(`${A}/membership-fees/1`)]) {
      const response = await send().send([FEE]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
    }
    expect(JSON.stringify(api.db.get('membershipFees').value())).toBe(before);
  });

  it('a member, and staff without Membership Fees, may not change it', async () => {
    expect((await as(api.request, tokens.member).post(`${A}/membership-fees`).send(FEE)).status).toBe(403);
    expect((await as(api.request, tokens.auditor).post(`${A}/membership-fees`).send(FEE)).status).toBe(403);
    expect((await as(api.request, tokens.auditor).delete(`${A}/membership-fees/1`)).status).toBe(403);
  });

  it("what members owe follows the schedule: a changed 2026 fee changes the demo member's dues", async () => {
    const row = fees.find((fee) => fee.membertypeid === 3 && fee.effectiveYear === 2026);
    await as(api.request, tokens.admin).put(`${A}/membership-fees/${row.feeId}`).send({ membertypeid: 3, effectiveYear: 2026, entranceFee: row.entranceFee, annualSubscription: 20000 });
    const view = (await as(api.request, tokens.member).get(`${A}/member-view-for-member-renewal`)).body;
    expect(view.dues.years.find((due) => due.year === 2026).amount).toBe(20000);
  });
});
