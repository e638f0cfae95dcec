import { defineResource, userList, type RecordOf } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';
import { userFields } from './userFields';

/** View All Users (spec §2): every user, 'Update User Details' (names only) and delete. */
export const users = defineResource({
  name: 'users',
  route: '/user/all',
  title: msg('users.allTitle'),
  idField: 'userID',
  recordTitle: 'username',
  dialog: { title: msg('users.updateDialog') },
  fields: userFields,
  list: {
    columns: ['username', 'email', 'firstName', 'lastName', 'userRoleName', 'statusID', 'createdAt'],
    rowActions: ['view', 'edit', 'delete'],
  },
  api: userList({
    list: 'GET usermanagement/getUserListInCompany',
    update: 'PUT para/user',
    delete: 'DELETE para/user/{userID}',
  }),
  notify: { updated: msg('users.updated'), deleted: msg('users.deleted') },
});

export type User = RecordOf<typeof users>;
