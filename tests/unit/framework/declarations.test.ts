import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import {
  checkColumns,
  checkDefaultSort,
  checkDialect,
  checkIdField,
  checkPlaceholders,
  checkRecordTitle,
  checkRegistry,
  checkRoute,
  checkTitle,
  checkUniqueNames,
  checkUniqueRoutes,
  declarationChecks,
  paged,
  text,
  type AnyResource,
  type Dialect,
} from '../../../src/framework';

describe('every declaration of the registry', () => {
  it('has at least one declaration', () => {
    expect(resources.length).toBeGreaterThan(0);
  });

  it.each(resources.map((r) => [r.name, r] as const))('%s passes every check', (_name, resource) => {
    expect(declarationChecks.flatMap((check) => check(resource))).toEqual([]);
  });

  it('has unique names and routes', () => {
    expect(checkRegistry(resources)).toEqual([]);
  });
});

/** A valid declaration widened to AnyResource, so broken variants compile. */
const valid = (): AnyResource => ({
  name: 'roles',
  route: '/user/rolecreation',
  title: 'Role Creation',
  idField: 'userRoleID',
  recordTitle: 'userRoleName',
  fields: { userRoleID: text(), userRoleName: text() },
  list: { columns: ['userRoleID', 'userRoleName'], defaultSort: { field: 'userRoleName', order: 'ASC' } },
  api: paged({ list: 'GET roles', delete: 'DELETE roles/{userRoleID}', update: 'PUT roles/{id}' }),
});

describe('the checks themselves', () => {
  it('accept the valid declaration', () => {
    expect(checkRegistry([valid()])).toEqual([]);
  });

  it('reject a column that names no field', () => {
    const r = valid();
    expect(checkColumns({ ...r, list: { columns: ['userRoleID', 'nope'] } })).toEqual([
      "resource 'roles': column 'nope' names no field",
    ]);
  });

  it('reject a defaultSort field that names no field', () => {
    const r = valid();
    expect(checkDefaultSort({ ...r, list: { columns: [], defaultSort: { field: 'nope', order: 'DESC' } } })).toHaveLength(1);
  });

  it('reject a recordTitle or idField that names no field', () => {
    expect(checkRecordTitle({ ...valid(), recordTitle: 'nope' })).toHaveLength(1);
    expect(checkIdField({ ...valid(), idField: 'nope' })).toHaveLength(1);
    expect(checkIdField({ ...valid(), idField: 'id' })).toEqual([]);
  });

  it('reject a path placeholder that names no field (id is allowed)', () => {
    const r = valid();
    expect(checkPlaceholders({ ...r, api: { ...r.api, getOne: 'GET roles/{roleId}/x/{id}' } })).toEqual([
      "resource 'roles': getOne endpoint placeholder {roleId} names no field",
    ]);
  });

  it('reject a route not starting with / and an empty title', () => {
    expect(checkRoute({ ...valid(), route: 'user/rolecreation' })).toHaveLength(1);
    expect(checkTitle({ ...valid(), title: '  ' })).toEqual(["resource 'roles': empty title"]);
  });

  it('reject an unknown dialect', () => {
    const r = valid();
    expect(checkDialect({ ...r, api: { ...r.api, dialect: 'graphql' as Dialect } })).toEqual([
      "resource 'roles': unknown dialect 'graphql'",
    ]);
  });

  it('reject duplicate names and routes across declarations', () => {
    const a = valid();
    expect(checkUniqueNames([a, { ...a, route: '/other' }])).toEqual(["duplicate resource name 'roles'"]);
    expect(checkUniqueRoutes([a, { ...a, name: 'other' }])).toEqual(["duplicate route '/user/rolecreation'"]);
    expect(checkRegistry([a, a])).toHaveLength(2);
  });
});
