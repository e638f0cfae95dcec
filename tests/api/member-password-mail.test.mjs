// GET usermanagement/send-email-to-exisiting-member-password/{memberID} (spec §7): staff mail an existing member a
// new password; the old one and its sessions stop working, the new one signs in, the login lock is lifted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bearer, latestMail, signin, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.member = await tokenOf(api.request, 'member');
});
const send = (memberID) => as(api.request, tokens.admin).get(`/api/usermanagement/send-email-to-exisiting-member-password/${memberID}`);
const passwordIn = (mail) => /Password: (\S+)/.exec(mail.body)?.[1];

describe('GET usermanagement/send-email-to-exisiting-member-password/{memberID}', () => {
  it("'02' for a member id that names nobody, and nothing is mailed", async () => {
    expect((await send(99999)).body).toMatchObject({ statusCode: '02', status: 'Member not found' });
    expect(await latestMail(api.request, 'member@example.org')).toBeUndefined();
  });

  it("'00' mails member M0001 a new password that replaces the old one, ends its sessions and lifts the lock", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signin(api.request, 'member@example.org', 'Wrong@123');
    expect((await signin(api.request, 'member@example.org', 'Member@123')).body.statusCode).not.toBe('00'); // locked
    const response = await send(1);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'A new password has been sent to member@example.org' });
    const mail = await latestMail(api.request, 'member@example.org');
    expect(mail.subject).toBe('Your institute portal password');
    expect(mail.body).toContain('Username: member@example.org');
    const password = passwordIn(mail);
    expect(password).toHaveLength(12);
    expect((await signin(api.request, 'member@example.org', 'Member@123')).status).toBe(401);
    expect((await api.request.get('/api/usermanagement/member/1').set(bearer(tokens.member))).status).toBe(401);
    const login = await signin(api.request, 'member@example.org', password);
    expect(login.body.statusCode).toBe('00');
    expect(api.db.get('activityLog').value()).toContainEqual(expect.objectContaining({ entity: 'user', action: 'password', recordId: 3, detail: 'New password mailed to member M0001' }));
  });
});
