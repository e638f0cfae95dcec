import { defineResource, userList, type RecordOf } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';
import { mayDeleteUser } from './rowRules';
import { userCard, userFields } from './userFields';

/** View All Users (spec §2): every user, 'Update User Details' (names only) and delete (never one's own account). */
export const users = defineResource({
  name: 'users',
  route: '/user/all',
  title: msg('users.allTitle'),
  menu: { group: 'userManagement', id: 113, icon: 'People' },
  idField: 'userID',
  recordTitle: 'username',
  noun: msg('users.noun'),
  dialog: { title: msg('users.updateDialog'), viewTitle: msg('users.viewDialog') },
  fields: userFields,
  list: {
    // the e-mail is the username (spec §3), so one column shows both
    columns: ['username', 'firstName', 'lastName', 'userRoleName', 'statusID', 'createdAt'],
    rowActions: ['view', 'edit', 'delete'],
    actionWhen: { delete: mayDeleteUser },
    card: userCard,
  },
  api: userList({
    list: 'GET usermanagement/getUserListInCompany',
    update: 'PUT para/user',
    delete: 'DELETE para/user/{userID}',
  }),
  notify: { updated: msg('users.updated'), deleted: msg('users.deleted') },
});

export type User = RecordOf<typeof users>;
