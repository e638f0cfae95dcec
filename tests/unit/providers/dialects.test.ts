import { describe, expect, it } from 'vitest';
import { paged } from '../../../src/providers/dialects/paged';
import { userList } from '../../../src/providers/dialects/userList';
import { para } from '../../../src/providers/dialects/para';
import { fillPlaceholders, parseEndpoint } from '../../../src/providers/dialects/endpoint';
import { toPayload } from '../../../src/providers/dialects/payload';
import { declaration } from './helpers';

const roles = declaration({ dialect: 'paged', list: 'GET usermanagement/allrolelist', create: 'POST usermanagement/rolecreation', update: 'PUT usermanagement/updaterole', delete: 'DELETE usermanagement/deleterole/{userRoleID}' });

describe('paged dialect (spec §3 Paged request)', () => {
  it('translates pagination, sort and the q filter to page, perPage, sortColumn, sortDirection, filterText', () => {
    const request = paged.list(roles, { pagination: { page: 3, perPage: 25 }, sort: { field: 'userRoleName', order: 'DESC' }, filter: { q: 'clerk' } });
    expect(request).toEqual({
      method: 'GET',
      path: 'usermanagement/allrolelist',
      query: { page: 3, perPage: 25, sortColumn: 'userRoleName', sortDirection: 'desc', filterText: 'clerk' },
    });
  });

  it("defaults: page 1, perPage 10, the idField ascending, filterText ''", () => {
    expect(paged.list(roles, {}).query).toEqual({ page: 1, perPage: 10, sortColumn: 'userRoleID', sortDirection: 'asc', filterText: '' });
    // react-admin's implicit sort on 'id' means the idField
    expect(paged.list(roles, { sort: { field: 'id', order: 'ASC' }, filter: { q: '' } }).query).toMatchObject({ sortColumn: 'userRoleID', filterText: '' });
  });

  it('passes other filters on as query parameters (e.g. transaction filters)', () => {
    const transactions = declaration({ dialect: 'paged', list: 'GET application/view-transactions' }, 'paymentId', 'transactions');
    const { query } = paged.list(transactions, { filter: { fromdate: '2024-01-01', paymentMode: 'All', page: 99 } });
    expect(query).toEqual({ fromdate: '2024-01-01', paymentMode: 'All', page: 1, perPage: 10, sortColumn: 'paymentId', sortDirection: 'asc', filterText: '' });
  });

  it('fills list placeholders from filters and keeps them out of the query', () => {
    const employment = declaration({ dialect: 'paged', list: 'GET application/employeeDetails/{userid}' }, 'employerid', 'employment');
    const request = paged.list(employment, { filter: { userid: 12 } });
    expect(request.path).toBe('application/employeeDetails/12');
    expect(request.query).not.toHaveProperty('userid');
  });

  it('fills {idField} from params.id and sends the record as the delete body', () => {
    const request = paged.delete(roles, 4, { id: 4, userRoleID: 4, userRoleName: 'Clerk', userRoleDescription: 'd' });
    expect(request).toEqual({ method: 'DELETE', path: 'usermanagement/deleterole/4', body: { userRoleID: 4, userRoleName: 'Clerk', userRoleDescription: 'd' } });
  });

  it('an operation the declaration does not name is an error', () => {
    expect(() => paged.getOne(roles, 1)).toThrow('Resource "roles" declares no getOne endpoint');
    expect(paged.has('getOne', roles)).toBe(false);
    expect(paged.has('list', roles)).toBe(true);
  });
});

describe('userList dialect (spec §7 User list defaults)', () => {
  const users = declaration({ dialect: 'userList', list: 'GET usermanagement/getUserListInCompany' }, 'userID', 'users');

  it("defaults: searchText '0', sortParameter '-1', sortType 'asc', page 1, rowsPerPage 10", () => {
    expect(userList.list(users, {}).query).toEqual({ searchText: '0', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10 });
    // react-admin's implicit 'id' sort and an empty q are still "none"
    expect(userList.list(users, { sort: { field: 'id', order: 'ASC' }, filter: { q: '' } }).query).toEqual({
      searchText: '0', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10,
    });
  });

  it('translates search, sort and pagination', () => {
    const { query } = userList.list(users, { pagination: { page: 2, perPage: 50 }, sort: { field: 'username', order: 'DESC' }, filter: { q: 'nimal' } });
    expect(query).toEqual({ searchText: 'nimal', sortParameter: 'username', sortType: 'desc', page: 2, rowsPerPage: 50 });
  });
});

describe('para dialect (master data)', () => {
  const colours = declaration({ dialect: 'para' }, 'colourId', 'colour');

  it('lists GET para/{entity} with the user-list query shape', () => {
    expect(para.list(colours, { filter: { q: 'red' } })).toEqual({
      method: 'GET',
      path: 'para/colour',
      query: { searchText: 'red', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10 },
    });
  });

  it('getOne GET para/{entity}/{id}, create POST, update PUT with the id in the body, delete DELETE .../{id}', () => {
    expect(para.getOne(colours, 5)).toEqual({ method: 'GET', path: 'para/colour/5' });
    expect(para.create(colours, { colourName: 'Red' })).toEqual({ method: 'POST', path: 'para/colour', body: { colourName: 'Red' } });
    expect(para.update(colours, 5, { id: 5, colourName: 'Blue' })).toEqual({ method: 'PUT', path: 'para/colour', body: { colourName: 'Blue', colourId: 5 } });
    expect(para.delete(colours, 5)).toMatchObject({ method: 'DELETE', path: 'para/colour/5' });
  });

  it('uses api.collection as the entity when given', () => {
    expect(para.list(declaration({ dialect: 'para', collection: 'garmenttypes' }, 'id', 'garment-types'), {}).path).toBe('para/garmenttypes');
  });

  it("lets the declaration override endpoints, adds extraPayload and fills {name} from the record", () => {
    const globals = declaration(
      { dialect: 'para', getOne: 'GET para/globaldetails/{id}', update: 'PUT para/globaldetails', extraPayload: { gid: '3' } },
      'gid',
      'globaldetails',
    );
    expect(para.getOne(globals, 3).path).toBe('para/globaldetails/3');
    expect(para.update(globals, 3, { id: 3, gid: '3', companyName: 'Inst', userLoginAttempts: 3 }).body).toEqual({ gid: '3', companyName: 'Inst', userLoginAttempts: 3 });
    const users = declaration({ dialect: 'para', delete: 'DELETE para/user/{userID}', update: 'PUT para/{kind}/{userID}' }, 'userID', 'users');
    expect(para.delete(users, 8).path).toBe('para/user/8');
    expect(para.update(users, 8, { kind: 'user' }, { kind: 'old' }).path).toBe('para/user/8');
    expect(para.update(users, 8, {}, { kind: 'from-previous' }).path).toBe('para/from-previous/8');
  });

  it('marks writes multipart when the declaration says so', () => {
    const docs = declaration({ dialect: 'para', multipart: true }, 'docId', 'docs');
    expect(para.create(docs, { file: 'x' }).multipart).toBe(true);
    expect(para.update(docs, 1, {}).multipart).toBe(true);
    expect(para.create(colours, {}).multipart).toBeUndefined();
  });
});

describe('endpoints and placeholders', () => {
  it('parses "METHOD path" and rejects anything else', () => {
    expect(parseEndpoint('DELETE usermanagement/deleterole/{userRoleID}')).toEqual({ method: 'DELETE', path: 'usermanagement/deleterole/{userRoleID}' });
    expect(() => parseEndpoint('FETCH x' as never)).toThrow('Malformed endpoint "FETCH x"');
  });

  it('fills placeholders URL-encoded', () => {
    expect(fillPlaceholders('member/verifedotp/{email}/{otp}', { email: 'a b@x.org', otp: 123456 }, 'ctx')).toBe('member/verifedotp/a%20b%40x.org/123456');
  });

  it('an unfilled placeholder is an error naming it', () => {
    expect(() => fillPlaceholders('dashboard/memberDashboard/{memberId}', { id: 1 }, 'Resource "x" getOne')).toThrow(
      'Resource "x" getOne: no value for the placeholder {memberId} in "dashboard/memberDashboard/{memberId}"',
    );
    const goals = declaration({ dialect: 'paged', delete: 'DELETE CPD/developmentgoals/{GoalID}/{GoalTitle}' }, 'GoalID', 'goals');
    expect(() => paged.delete(goals, 2)).toThrow('{GoalTitle}');
    expect(() => fillPlaceholders('x/{a}', { a: '' }, 'ctx')).toThrow('{a}');
  });
});

describe('payloads', () => {
  it("drops react-admin's id when the idField is another key, keeps it when it is the idField", () => {
    expect(toPayload(declaration({ dialect: 'paged' }, 'userRoleID'), { id: 1, userRoleID: 1, name: 'x' })).toEqual({ userRoleID: 1, name: 'x' });
    expect(toPayload(declaration({ dialect: 'paged' }, 'id'), { id: 1, name: 'x' })).toEqual({ id: 1, name: 'x' });
  });

  it('extraPayload is added and wins over the form value', () => {
    expect(toPayload(declaration({ dialect: 'para', extraPayload: { gid: '3' } }, 'gid'), { gid: 'x', a: 1 })).toEqual({ gid: '3', a: 1 });
  });
});
