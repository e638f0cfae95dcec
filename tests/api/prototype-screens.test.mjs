// A declared screen that prototypes on json-server (api: simpleRest('venues')) gets its collection served under its
// own name to the holders of its screen, reads and writes, like the institute's endpoint would be: the
// administrator, and a staff role once its menu item is ticked; never a member, an applicant or another staff role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signin, startApi, tokenOf } from './helpers.mjs';
import { PROTOTYPE_SCREENS } from '../../mock-api/lib/registry/registry.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { registeredRoutes, routeKey } from '../security/support.mjs';
import { prototypeScreenEntries } from '../security/matrix/prototype-screens.mjs';

const SCREEN = { collection: 'venues', path: '/param/venues' };
const MENU_ID = 99_001;
const COUNCIL_ROLE = 23;
// The registry's venues item, as a declaration with that route would make it (the test declares no venues screen).
const api = startApi({ prototypeScreens: [SCREEN], checkJournal: false });
const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };
let admin;
let staff;
let member;
beforeAll(async () => {
  api.db.get('menus').push({ id: MENU_ID, title: 'Venues', type: 'item', url: SCREEN.path, icon: 'Place', parentId: 2, order: 99 }).write();
  admin = await tokenOf(api.request, 'admin');
  member = await tokenOf(api.request, 'member');
  staff = (await signin(api.request, 'staff01@example.org', 'User@123')).body.token;
});
afterAll(() => api.cleanup());

const tick = (roleId, id) => {
  const role = api.db.get('roles').find({ userRoleID: roleId });
  role.assign({ menuIds: [...role.value().menuIds, id] }).write();
};

describe('a declared screen prototyping on json-server', () => {
  it('serves the administrator every call of ra-data-simple-rest: add, list, search, edit, delete', async () => {
    const created = await api.request.post('/api/venues').set(bearer(admin)).send({ venueName: 'Galle Face Hotel', status: 1 });
    expect(created.status).toBe(201);
    await api.request.post('/api/venues').set(bearer(admin)).send({ venueName: 'BMICH' });
    const found = await api.request.get('/api/venues').query({ filter: JSON.stringify({ q: 'bmich' }), range: '[0,9]' }).set(bearer(admin));
    expect(found.body.map((row) => row.venueName)).toEqual(['BMICH']);
    expect(found.headers['content-range']).toBe('venues 0-0/1');
    const id = created.body.id;
    expect((await api.request.put(`/api/venues/${id}`).set(bearer(admin)).send({ id, venueName: 'Galle Face' })).body).toMatchObject({ id, venueName: 'Galle Face' });
    // as a browser's DELETE arrives through a proxy: an empty body, 'Content-Length: 0'
    const removed = await api.request.delete(`/api/venues/${id}`).set(bearer(admin)).set('Content-Length', '0');
    expect(removed.status).toBe(200);
    expect((await api.request.get(`/api/venues/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses a staff role without the screen, members and visitors; ticking the item in the role opens reads and writes', async () => {
    expect((await api.request.get('/api/venues').set(bearer(staff))).body).toEqual(FORBIDDEN);
    expect((await api.request.get('/api/venues').set(bearer(member))).body).toEqual(FORBIDDEN);
    expect((await api.request.get('/api/venues')).status).toBe(401);
    tick(COUNCIL_ROLE, MENU_ID);
    const again = (await signin(api.request, 'staff01@example.org', 'User@123')).body.token;
    expect((await api.request.get('/api/venues').set(bearer(again))).status).toBe(200);
    expect((await api.request.post('/api/venues').set(bearer(again)).send({ venueName: 'Kandy City Centre' })).status).toBe(201);
    expect((await api.request.get('/api/venues').set(bearer(member))).body).toEqual(FORBIDDEN);
  });
});

describe("the registry's prototyping screens", () => {
  it("get their access matrix entries from the registry: the routes served, each for the screen's holders", () => {
    const served = registeredRoutes(api.app).filter((route) => route.path.startsWith('/api/venues'));
    const entries = prototypeScreenEntries([SCREEN]);
    expect(served.map(routeKey).sort()).toEqual(Object.keys(entries).sort());
    for (const route of served) expect([...route.access.screens], routeKey(route)).toEqual(entries[routeKey(route)].access);
  });

  it("are none of the institute's collections", () => {
    const owned = new Set(Object.keys(buildSeed()));
    expect(PROTOTYPE_SCREENS.filter((screen) => owned.has(screen.collection))).toEqual([]);
  });
});
