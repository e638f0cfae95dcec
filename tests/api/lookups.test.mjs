// The lookup calls of spec §7 (usermanagement/get-*) and the shapes of spec §3 "Lookups": member type
// {memberTypeId, typeDes}, title {titleId, title}, university {universityId, universityName, universityAddress},
// company {companyId, companyName, companyAddress, companyContact}; and the two fixed lists, payment types (§9)
// and member statuses (as §3's status item {statusCode, statusName}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
let member;
beforeAll(async () => {
  member = as(api.request, await tokenOf(api.request, 'member'));
});
const lookup = async (path) => {
  const response = await member.get(`/api/usermanagement/${path}`);
  expect(response.status).toBe(200);
  return response.body;
};
/** Every row has exactly these fields (besides json-server's own id). */
const expectFields = (rows, fields) => {
  expect(rows.length).toBeGreaterThan(0);
  for (const { id, ...row } of rows) expect(Object.keys(row).sort()).toEqual([...fields].sort());
};

describe('the stored lookups answer the §3 shapes', () => {
  it('get-member-types: {memberTypeId, typeDes}', async () => {
    const types = await lookup('get-member-types');
    expectFields(types, ['memberTypeId', 'typeDes']);
    expect(types).toContainEqual(expect.objectContaining({ memberTypeId: 3, typeDes: 'Member' }));
  });

  it('get-member-titles: {titleId, title}, offering Mr, Ms and Miss (spec §2)', async () => {
    const titles = await lookup('get-member-titles');
    expectFields(titles, ['titleId', 'title']);
    expect(titles.map((row) => row.title)).toEqual(expect.arrayContaining(['Mr', 'Ms', 'Miss']));
  });

  it('get-all-universities: {universityId, universityName, universityAddress}', async () => {
    const universities = await lookup('get-all-universities');
    expectFields(universities, ['universityId', 'universityName', 'universityAddress']);
    expect(universities[0]).toMatchObject({ universityId: 1, universityName: 'University of Colombo' });
  });

  it('get-all-companies: {companyId, companyName, companyAddress, companyContact}', async () => {
    const companies = await lookup('get-all-companies');
    expectFields(companies, ['companyId', 'companyName', 'companyAddress', 'companyContact']);
    expect(companies[0]).toMatchObject({ companyId: 1, companyName: 'Lanka Engineering Services (Pvt) Ltd', companyAddress: '45 Galle Road, Colombo 03', companyContact: '0112345601' });
  });
});

describe('the fixed lookups', () => {
  it('get-payment-types: the payment types a payment row carries, renewal and new membership as §9 names them', async () => {
    expect(await lookup('get-payment-types')).toEqual([{ paymentType: 'Membership Renewal' }, { paymentType: 'New Membership' }, { paymentType: 'Miscellaneous' }, { paymentType: 'Event Fee' }]);
  });

  it('get-member-status: 1 Pending, 2 Active, 16 Cancelled as {statusCode, statusName}', async () => {
    expect(await lookup('get-member-status')).toEqual([
      { statusCode: 1, statusName: 'Pending' },
      { statusCode: 2, statusName: 'Active' },
      { statusCode: 16, statusName: 'Cancelled' },
    ]);
  });

  it('needs a token', async () => {
    expect((await api.request.get('/api/usermanagement/get-payment-types')).status).toBe(401);
    expect((await api.request.get('/api/usermanagement/get-member-status')).status).toBe(401);
  });
});
