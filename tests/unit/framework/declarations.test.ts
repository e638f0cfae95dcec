import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import {
  checkCard,
  checkColumns,
  checkDefaultSort,
  checkDialog,
  checkLookups,
  checkLookupSizes,
  checkNoun,
  checkRowForms,
  checkDialect,
  checkIdField,
  checkPlaceholders,
  checkRecordTitle,
  checkRegistry,
  checkRoute,
  checkTitle,
  checkUniqueNames,
  checkUniqueRoutes,
  checkViewTitle,
  declarationChecks,
  lookup,
  paged,
  select,
  text,
  tree,
  type AnyResource,
  type Dialect,
} from '../../../src/framework';

describe('every declaration of the registry', () => {
  it('has at least one declaration', () => {
    expect(resources.length).toBeGreaterThan(0);
  });

  it('holds the administration screens at their spec routes', () => {
    const byRoute = new Map(resources.map((r) => [r.route, r.name]));
    for (const route of ['/user/rolecreation', '/user/all', '/user/userauth', '/user/activity-log', '/user/inquiries', '/user/mail-outbox']) {
      expect(byRoute.get(route), route).toBeDefined();
    }
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
  noun: 'role',
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

describe('checks of dialogs, row forms and lookups', () => {
  it('reject a row form field that names no field, a duplicate row form, a blank title or label', () => {
    const r = valid();
    const form = { name: 'handle', label: 'Handle', title: 'Handle it', fields: ['userRoleName'] };
    expect(checkRowForms({ ...r, list: { columns: [], rowForms: [form] } })).toEqual([]);
    expect(checkRowForms({ ...r, list: { columns: [], rowForms: [{ ...form, fields: ['nope'] }] } })).toEqual([
      "resource 'roles': row form 'handle' field 'nope' names no field",
    ]);
    expect(checkRowForms({ ...r, list: { columns: [], rowForms: [form, form] } })).toEqual(["resource 'roles': duplicate row form 'handle'"]);
    expect(checkRowForms({ ...r, list: { columns: [], rowForms: [{ ...form, title: ' ' }] } })).toHaveLength(1);
    expect(checkRowForms({ ...r, list: { columns: [], rowForms: [{ ...form, actions: [{ label: '' }] }] } })).toHaveLength(1);
  });

  it('reject a blank dialog title, an unlabelled dialog action, and loadRecord without a getOne endpoint', () => {
    const r = valid();
    expect(checkDialog({ ...r, dialog: { title: 'Role Details' } })).toEqual([]);
    expect(checkDialog({ ...r, dialog: { title: '' } })).toEqual(["resource 'roles': empty dialog title"]);
    expect(checkDialog({ ...r, dialog: { title: 'T', actions: [{ label: ' ' }] } })).toEqual(["resource 'roles': a dialog action has no label"]);
    expect(checkDialog({ ...r, dialog: { title: 'T', loadRecord: true } })).toEqual(["resource 'roles': dialog.loadRecord needs a getOne endpoint"]);
    expect(checkDialog({ ...r, api: { ...r.api, getOne: 'GET roles/{id}' }, dialog: { title: 'T', loadRecord: true } })).toEqual([]);
  });

  it('reject a lookup or tree source that is not a declared resource', () => {
    const r = valid();
    const reader: AnyResource = {
      ...r,
      name: 'reader',
      route: '/reader',
      fields: { ...r.fields, st: select({ choices: lookup('statuses', 'code', 'name') }), menus: tree({ nodesFrom: 'menus' }) },
    };
    expect(checkLookups([reader])).toEqual([
      "resource 'reader': field 'st' reads the undeclared resource 'statuses'",
      "resource 'reader': field 'menus' reads the undeclared resource 'menus'",
    ]);
    expect(checkLookups([reader, { ...r, name: 'statuses', route: undefined }, { ...r, name: 'menus', route: undefined }])).toEqual([]);
    expect(checkRegistry([reader])).toHaveLength(2);
  });

  it('reject a select or a tree reading a paged list whole: a growing collection is a large lookup, searched as the user types', () => {
    const r = valid();
    const statuses: AnyResource = { ...r, name: 'statuses', route: undefined, idField: 'code', api: paged({ list: 'GET statuses', listAnswer: 'array' }) };
    const people: AnyResource = { ...r, name: 'people', route: undefined, idField: 'userID', api: paged({ list: 'GET people' }) };
    const reader = (fields: AnyResource['fields'], columns: string[] = ['userRoleID']): AnyResource => ({
      ...r,
      name: 'reader',
      route: '/reader',
      fields: { ...r.fields, ...fields },
      list: { columns },
    });
    const registry = (fields: AnyResource['fields'], columns?: string[]) => checkLookupSizes([reader(fields, columns), statuses, people]);
    expect(registry({ st: select({ choices: lookup('statuses', 'code', 'name') }), who: select({ choices: lookup('people', 'userID', 'name', { large: true }) }) })).toEqual([]);
    expect(registry({ who: select({ choices: lookup('people', 'userID', 'name') }), menus: tree({ nodesFrom: 'people' }) })).toEqual([
      "resource 'reader': field 'who' reads the paged list 'people' whole: declare the lookup large (searched as the user types) or read a reference list answering an array",
      "resource 'reader': field 'menus' reads the paged list 'people' whole: declare the lookup large (searched as the user types) or read a reference list answering an array",
    ]);
    expect(registry({ st: select({ choices: lookup('statuses', 'code', 'name', { large: true }) }) })).toEqual([
      "resource 'reader': field 'st' is large, but 'statuses' answers an array: a large lookup searches a paged list",
    ]);
    expect(registry({ who: select({ choices: lookup('people', 'email', 'name', { large: true }) }) }, ['who'])).toEqual([
      "resource 'reader': field 'who' is large, so its optionValue must be the idField of 'people' (userID): its value is read by id",
      "resource 'reader': field 'who' is large, so it is no list column (a table would read a record per row): show a name the row carries",
    ]);
    expect(checkRegistry([reader({ who: select({ choices: lookup('people', 'userID', 'name') }) }), statuses, people])).toContain(
      "resource 'reader': field 'who' reads the paged list 'people' whole: declare the lookup large (searched as the user types) or read a reference list answering an array",
    );
  });
});

describe('checks of phone cards, view titles and nouns', () => {
  it('reject a card line field that names no field', () => {
    const r = valid();
    expect(checkCard({ ...r, list: { columns: [], card: { primary: 'userRoleName', secondary: ['userRoleID'] } } })).toEqual([]);
    expect(checkCard({ ...r, list: { columns: [], card: { primary: ['userRoleName', 'nope'], tertiary: 'gone' } } })).toEqual([
      "resource 'roles': card field 'nope' names no field",
      "resource 'roles': card field 'gone' names no field",
    ]);
  });

  it('require a view title where one dialog title would serve both the view and the edit', () => {
    const r = { ...valid(), dialog: { title: 'Update Role' } };
    expect(checkViewTitle({ ...r, list: { columns: [], rowActions: ['view', 'edit'] } })).toEqual([
      "resource 'roles': views and edits records, so it needs a dialog.viewTitle",
    ]);
    expect(checkViewTitle({ ...r, dialog: { ...r.dialog, viewTitle: 'Role' }, list: { columns: [], rowActions: ['view', 'edit'] } })).toEqual([]);
    expect(checkViewTitle({ ...r, list: { columns: [], rowActions: ['view'] } })).toEqual([]);
  });

  it('require a noun of a routed screen that writes, so its confirmations name the record', () => {
    const r = valid();
    expect(checkNoun({ ...r, noun: undefined })).toEqual(["resource 'roles': writes records, so it needs a noun for its confirmations"]);
    expect(checkNoun({ ...r, noun: undefined, route: undefined })).toEqual([]);
    expect(checkNoun({ ...r, noun: undefined, api: paged({ list: 'GET roles' }) })).toEqual([]);
  });
});
