// GET and PUT usermanagement/memberauth (spec §7, beside userauth): the User Authorization list and decision
// narrowed to member accounts (role 22). Seeded pending accounts are applicants (role 21), so a pending member
// account is made through User ID Creation first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
let admin;
let memberAccountId;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
  const created = await admin
    .post('/api/usermanagement/usercreation')
    .send({ email: 'ruwan.silva@example.org', userRoleName: { value: 22, label: 'Member' }, firstName: 'Ruwan', lastName: 'Silva', userDescription: 'Member account' });
  memberAccountId = created.body.userID;
});

const decide = (userID, approve) => admin.put('/api/usermanagement/memberauth').send({ userID, firstName: 'Ruwan', lastName: 'Silva', approve });
const statusOf = (userID) => api.db.get('users').find({ userID }).value().statusID;

describe('GET usermanagement/memberauth', () => {
  it('pages the member accounts pending authorization, and no other pending account', async () => {
    const { body } = await admin.get('/api/usermanagement/memberauth').query({ page: 1, perPage: 10 });
    expect(body).toEqual({ total: 1, data: [expect.objectContaining({ userID: memberAccountId, username: 'ruwan.silva@example.org', userRoleID: 22, statusID: 1, status: 'Pending' })] });
    expect((await admin.get('/api/usermanagement/userauth')).body.total).toBe(6); // the five seeded applicants too
  });
});

describe('PUT usermanagement/memberauth', () => {
  it("refuses an account that is not a member's and leaves it pending", async () => {
    expect((await decide(34, 'approve')).body).toEqual({ status: 'This account is not a member account', statusCode: '02' });
    expect(statusOf(34)).toBe(1);
  });

  it('authorizes the member account as userauth does: status 2, the user mailed, off the list', async () => {
    expect((await decide(memberAccountId, 'approve')).body).toEqual({ status: 'User authorized', statusCode: '00' });
    expect(statusOf(memberAccountId)).toBe(2);
    expect((await latestMail(api.request, 'ruwan.silva@example.org')).subject).toBe('Your institute portal account has been authorized');
    expect((await admin.get('/api/usermanagement/memberauth')).body).toEqual({ data: [], total: 0 });
    expect((await decide(memberAccountId, 'reject')).body).toEqual({ status: 'User is not pending authorization', statusCode: '02' });
  });
});
