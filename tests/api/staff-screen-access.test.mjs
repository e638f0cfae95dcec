// A staff role (not 1, 21 or 22) may call exactly the administration endpoints behind the screens its
// menus hold; the seed's Auditor (staff08, role 27) has Activity Log but not Role Creation or Global Details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signin, startApi, tokenOf } from './helpers.mjs';

let api;
let auditor;
beforeAll(async () => {
  api = startApi();
  const response = await signin(api.request, 'staff08@example.org', 'User@123');
  auditor = response.body.token;
});
afterAll(() => api.cleanup());

describe('staff roles use the administration endpoints of their screens', () => {
  it('the Auditor reads the activity log (its screen)', async () => {
    const response = await api.request.get('/api/api-log/list?page=1&perPage=10').set(bearer(auditor));
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThan(0);
  });

  it('the Auditor is refused role management and global details (not its screens)', async () => {
    for (const call of [
      api.request.get('/api/usermanagement/allrolelist?page=1&perPage=10'),
      api.request.put('/api/para/globaldetails').send({ gid: '3', userLoginAttempts: 3 }),
      api.request.post('/api/usermanagement/usercreation').send({}),
    ]) {
      const response = await call.set(bearer(auditor));
      expect(response.status).toBe(403);
      expect(response.body.status).toBe('You are not allowed to use this function');
    }
  });

  it('blocking the screen for the role takes the endpoint away at once', async () => {
    const admin = await tokenOf(api.request, 'admin');
    const items = await api.request.get('/api/usermanagement/activemenuitems/all').set(bearer(admin));
    const activityLog = items.body.find((item) => item.url === '/user/activity-log');
    const block = (blocked) =>
      api.request.put('/api/usermanagement/blockmenu').set(bearer(admin)).send({ scope: 'role', roleId: 27, menuId: activityLog.id, blocked });
    expect((await block(true)).body.statusCode).toBe('00');
    expect((await api.request.get('/api/api-log/list').set(bearer(auditor))).status).toBe(403);
    expect((await block(false)).body.statusCode).toBe('00');
    expect((await api.request.get('/api/api-log/list').set(bearer(auditor))).status).toBe(200);
  });

  it('members and applicants stay refused even when an administrator ticks an admin menu for them', async () => {
    const member = await tokenOf(api.request, 'member');
    const response = await api.request.get('/api/api-log/list').set(bearer(member));
    expect(response.status).toBe(403);
  });
});
