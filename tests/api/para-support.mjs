// Shared by the master-data API tests: a mock API on fresh seed data, callers of each kind, the
// declarations under test and small readers of the stored rows.
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { as } from './helpers.mjs';
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { paraCollection } from '../../mock-api/lib/master-data/para-table.mjs';
import { parseCall } from '../../mock-api/lib/master-data/para-calls.mjs';

export function startParaApi() {
  const api = startSecurityApi();
  const userNamed = (username) => api.db.get('users').find({ username }).value();
  const caller = (user) => as(api.request, tokenFor(user));
  return {
    api,
    admin: caller(userNamed('admin@example.org')),
    member: caller(userNamed('member@example.org')),
    applicant: caller(userNamed('applicant@example.org')),
    // staff01 is Council (role 23): administration screens, none of master data
    council: caller(userNamed('staff01@example.org')),
    /** A staff user whose role holds exactly these screens. */
    staffHolding: (userRoleID, urls) => {
      const role = addRole(api, { userRoleID, menuIds: urls.map((url) => menuIdOf(api, url)) });
      return caller(addUser(api, { userID: userRoleID + 1, roleId: role.userRoleID }));
    },
    rows: (entity) => api.db.get(paraCollection(entity)).value(),
    activity: () => api.db.get('activityLog').value(),
    state: () => JSON.stringify(api.db.getState()),
  };
}

export const declarationOf = (entity) => MASTER_DATA.find((declaration) => declaration.entity === entity);
export const fieldOf = (entity, name) => declarationOf(entity).fields[name];

/** The URL of a declared call ('PUT recipe/updateRecipeMapping'), {id} filled in. */
export function declaredUrl(entity, operation, id) {
  const { method, path } = parseCall(declarationOf(entity).calls[operation], entity);
  return { method: method.toLowerCase(), url: `/api${path.replace(':id', String(id))}` };
}

/** A value for a field that passes its rules (codes unique by `n`). */
export const chars = (n, letter = 'X') => letter.repeat(n);
