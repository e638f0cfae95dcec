// Every administration route (roles, menu access, users and their roles) is administrator-only: 401 without
// a token, 403 for roles 21 and 22.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
const tokens = {};
beforeAll(async () => {
  for (const who of ['admin', 'applicant', 'member']) tokens[who] = await tokenOf(api.request, who);
});
afterAll(() => api.cleanup());

const ADMIN_ROUTES = [
  ['get', '/api/usermanagement/allrolelist'],
  ['get', '/api/usermanagement/alluserroles'],
  ['get', '/api/usermanagement/alluserstatus'],
  ['get', '/api/usermanagement/roleoptions'],
  ['get', '/api/usermanagement/roleedit/23?flag=1'],
  ['post', '/api/usermanagement/rolecreation'],
  ['put', '/api/usermanagement/updaterole'],
  ['delete', '/api/usermanagement/deleterole/30'],
  ['get', '/api/usermanagement/menuaccesstable/allowed/true/roleid/23'],
  ['get', '/api/usermanagement/getUserListInCompany'],
  ['get', '/api/usermanagement/userauth'],
  ['put', '/api/usermanagement/userauth'],
  ['put', '/api/para/user'],
  ['delete', '/api/para/user/45'],
  ['post', '/api/usermanagement/usercreation'],
  ['post', '/api/application/set-user-role-from-member'],
  ['post', '/api/usermanagement/set-user-role-from-member'],
  ['get', '/api/usermanagement/get-all-usernames'],
  ['get', '/api/usermanagement/activemenuitems/all'],
  ['get', '/api/usermanagement/roleaccess/allowed/1/roleid/22'],
  ['get', '/api/usermanagement/useraccess/allowed/1/userEVENTID/3'],
  ['put', '/api/usermanagement/blockmenu'],
  ['get', '/api/api-log/list'],
  ['get', '/api/para/inquiries'],
  ['put', '/api/para/inquiries'],
];

describe('administrator-only routes', () => {
  for (const [method, url] of ADMIN_ROUTES) {
    it(`${method.toUpperCase()} ${url}: 401 without a token, 403 for roles 21 and 22 (nothing changes), served to role 1`, async () => {
      const before = JSON.stringify(api.db.getState());
      const noToken = await api.request[method](url).send({});
      expect(noToken.status).toBe(401);
      expect(noToken.body).toEqual({ status: 'No token exist.' });
      for (const who of ['applicant', 'member']) {
        const response = await api.request[method](url).set(bearer(tokens[who])).send({});
        expect(response.status, who).toBe(403);
        expect(response.body, who).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
      }
      expect(JSON.stringify(api.db.getState())).toBe(before);
      const asAdmin = await api.request[method](url).set(bearer(tokens.admin)).send({});
      expect(asAdmin.status).not.toBe(403);
      expect(asAdmin.status).toBeLessThan(500);
      expect(asAdmin.headers['content-type']).toMatch(/json/);
    });
  }
});

describe('odd bodies and parameters answer JSON, never a 500', () => {
  const ODD_BODIES = [[], [{}], { userID: {} }, { userRoleID: [1], userRoleName: 5, roleOptions: 'all', userRoleStatus: [] }, { email: 7, userRoleName: null, firstName: {}, memberNumber: 12 }, { scope: 'role', roleId: {}, menuId: [], blocked: 1 }, { inquiryId: 'x', status: '2' }];
  for (const [method, url] of ADMIN_ROUTES.filter(([verb]) => verb !== 'get')) {
    it(`${method.toUpperCase()} ${url}`, async () => {
      for (const body of ODD_BODIES) {
        const response = await api.request[method](url).set(bearer(tokens.admin)).send(body);
        expect(response.status, JSON.stringify(body)).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/json/);
      }
    });
  }

  it('odd path parameters and queries', async () => {
    for (const url of ['/api/usermanagement/roleedit/abc', '/api/usermanagement/menuaccesstable/allowed/maybe/roleid/x', '/api/usermanagement/useraccess/allowed/2/userEVENTID/%20', '/api/usermanagement/allrolelist?page[]=1&perPage[x]=2&sortColumn[]=a&filterText[]=b']) {
      const response = await api.request.get(url).set(bearer(tokens.admin));
      expect(response.status, url).toBeLessThan(500);
    }
    expect((await api.request.post('/api/inquiries').set('Content-Type', 'application/json').send('{"name":')).body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
  });
});
