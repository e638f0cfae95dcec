import { date, defineResource, lookup, number, paged, status, text, tree, type RecordOf } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';
import { mayDeleteRole, mayEditRole } from './rowRules';

/** The user statuses of the role form's select (usermanagement/alluserstatus answers a bare array). */
export const userStatuses = defineResource({
  name: 'userStatuses',
  title: msg('roles.status'),
  idField: 'statusCode',
  fields: { statusCode: number(), statusName: text() },
  api: paged({ list: 'GET usermanagement/alluserstatus', listAnswer: 'array' }),
});

/** The menu tree a new role starts from, all unticked (a bare array of menu rows). */
export const roleMenuOptions = defineResource({
  name: 'roleMenuOptions',
  title: msg('roles.tickedMenus'),
  idField: 'id',
  fields: { id: text(), value: text(), title: text(), parentId: text(), type: text() },
  api: paged({ list: 'GET usermanagement/roleoptions', listAnswer: 'array' }),
});

/**
 * Role Creation (spec §2, §5, §8): a paged table; 'Add New' and edit open 'Role Details' with the
 * menus the role may use as a checkbox tree. Edit loads the role's own ticks first (roleedit).
 */
export const roles = defineResource({
  name: 'roles',
  route: '/user/rolecreation',
  title: msg('roles.title'),
  menu: { group: 'userManagement', id: 110, icon: 'Security' },
  idField: 'userRoleID',
  recordTitle: 'userRoleName',
  noun: msg('roles.noun'),
  dialog: { title: msg('roles.dialogTitle'), loadRecord: true },
  fields: {
    userRoleID: number({ label: msg('roles.roleId'), readOnly: true }),
    userRoleName: text({
      label: msg('roles.roleName'),
      required: msg('roles.nameRequired'),
      patterns: [{ value: /^[A-Za-z]+$/, message: msg('roles.nameInvalid') }],
      readOnlyOnEdit: true,
    }),
    userRoleDescription: text({ label: msg('roles.description'), required: msg('roles.descriptionRequired') }),
    userRoleStatus: status({
      label: msg('roles.status'),
      required: msg('roles.statusRequired'),
      choices: lookup('userStatuses', 'statusCode', 'statusName'),
      wire: 'valueLabel',
    }),
    createdAt: date({ label: msg('roles.createDate'), readOnly: true }),
    roleOptions: tree({
      heading: msg('roles.tickedMenus'),
      nodesFrom: 'roleMenuOptions',
      wire: { keys: ['id', 'value', 'title'] },
      hideOnShow: true,
    }),
  },
  list: {
    columns: ['userRoleID', 'userRoleName', 'userRoleDescription', 'userRoleStatus', 'createdAt'],
    rowActions: ['edit', 'delete'],
    actionWhen: { edit: mayEditRole, delete: mayDeleteRole },
    card: { primary: 'userRoleName', secondary: 'userRoleDescription' },
    canCreate: true,
    // spec: "The role screen resets its state when left"
    forgetOnLeave: true,
  },
  api: paged({
    list: 'GET usermanagement/allrolelist',
    getOne: 'GET usermanagement/roleedit/{userRoleID}?flag=1',
    create: 'POST usermanagement/rolecreation',
    update: 'PUT usermanagement/updaterole',
    delete: 'DELETE usermanagement/deleterole/{userRoleID}',
  }),
  notify: { created: msg('roles.created'), updated: msg('roles.updated'), deleted: msg('roles.deleted') },
});

export type Role = RecordOf<typeof roles>;
