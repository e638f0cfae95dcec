import { defineResource, text, number, para, paged, select, type RecordOf } from '../../../src/framework';
import { globalDetails } from '../../../resources/globalDetails';

const ok = defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'userRoleID', recordTitle: 'userRoleName',
  fields: { userRoleID: number(), userRoleName: text({ required: 'x' }), st: select({ choices: [{ id: 1, name: 'a' }] }) },
  list: { columns: ['userRoleName', 'st'], defaultSort: { field: 'userRoleID', order: 'ASC' } },
  api: paged({ list: 'GET a', delete: 'DELETE a/{userRoleID}' }),
});
type R = RecordOf<typeof ok>;
const r: R = { id: 1, userRoleName: 'x' };
void r;
// @ts-expect-error userRoleName is required
const bad: R = { id: 1 };
void bad;
type G = RecordOf<typeof globalDetails>;
const g: G = { id: 3, userLoginAttempts: 3 };
void g;

defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text() },
  // @ts-expect-error column names no field
  list: { columns: ['nope'] },
  api: paged({ list: 'GET a' }),
});
defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text() },
  // @ts-expect-error placeholder names no field
  api: paged({ list: 'GET a', delete: 'DELETE a/{nope}' }),
});
defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text() },
  api: para('x', { update: 'PUT x/{a}' }),
});
defineResource({
  name: 'r', route: '/r', title: 'R',
  // @ts-expect-error idField names no field
  idField: 'b',
  fields: { a: text() },
  api: para('x'),
});
defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text(), note: text() },
  list: {
    columns: ['a'],
    // @ts-expect-error a row form field names no field
    rowForms: [{ name: 'f', label: 'F', title: 'F', fields: ['nope'] }],
  },
  api: paged({ list: 'GET a' }),
});
defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text(), note: text() },
  list: { columns: ['a'], rowForms: [{ name: 'f', label: 'F', title: 'F', fields: ['note'], when: (record) => record.a !== 'x' }] },
  dialog: { title: 'T', loadRecord: true, actions: [{ label: 'Go', set: { approve: 'approve' } }] },
  // the getOne path may carry a query; its placeholder is checked
  api: paged({ list: 'GET a', getOne: 'GET a/{a}?flag=1', listAnswer: 'array' }),
});
defineResource({
  name: 'r', route: '/r', title: 'R', idField: 'a',
  fields: { a: text() },
  // @ts-expect-error placeholder in a getOne path with a query names no field
  api: paged({ list: 'GET a', getOne: 'GET a/{nope}?flag=1' }),
});
