/** A small menu tree (groups > collapse > items) and roles for the Role Creation screen. */
import { fireEvent, screen } from '@testing-library/react';
import { chooseOption, dialogNamed, fakeApi, ok, page, typeInto, type Routes } from './fakeApi';

type Node = { id: number; value: number; title: string; ticked: boolean; parentId: number | null; type: 'group' | 'collapse' | 'item'; url?: string };

const node = (id: number, title: string, parentId: number | null, type: Node['type'], url?: string): Node => ({
  id, value: id, title, ticked: false, parentId, type, ...(url ? { url } : {}),
});

export const MENU: Node[] = [
  node(1, 'Dashboard', null, 'group'),
  node(100, 'Admin Dashboard', 1, 'item', '/member/admin-dashboard'),
  node(2, 'Administration', null, 'group'),
  node(10, 'User Management', 2, 'collapse'),
  node(110, 'Role Creation', 10, 'item', '/user/rolecreation'),
  node(111, 'User ID Creation', 10, 'item', '/user/usercreation'),
  node(170, 'Meeting Minutes', 2, 'item', '/upload-minutes/view-upload-minutes'),
];

export const role = (userRoleID: number, userRoleName: string, statusValue = 2, createdAt = '2024-03-05T10:15:00.000Z') => ({
  userRoleID,
  userRoleName,
  userRoleDescription: `${userRoleName} role`,
  userRoleStatus: { value: statusValue, label: statusValue === 2 ? 'Approved' : statusValue === 1 ? 'Pending' : 'Reject' },
  createdAt,
  createdBy: 'admin@example.org',
  usersCount: 0,
});

export const ROLES = [role(1, 'Administrator'), role(21, 'Applicant'), role(22, 'Member'), role(30, 'Auditor', 1)];

/** Role 30 ticks Role Creation only. */
export const roleEditAnswer = (id: number) => ({
  ...ROLES.find((r) => r.userRoleID === id),
  roleOptions: MENU.map((n) => ({ ...n, ticked: n.id === 110 || n.id === 10 || n.id === 2 })),
  status: 'Success',
  statusCode: '00',
});

/** The role screen's API; `overrides` replace single routes. */
export const rolesApi = (overrides: Routes = {}) =>
  fakeApi({
    'GET usermanagement/allrolelist': () => page(ROLES),
    'GET usermanagement/alluserstatus': () => [
      { statusCode: 1, statusName: 'Pending' },
      { statusCode: 2, statusName: 'Approved' },
      { statusCode: 16, statusName: 'Reject' },
    ],
    'GET usermanagement/roleoptions': () => MENU,
    'GET usermanagement/roleedit/30': () => roleEditAnswer(30),
    'POST usermanagement/rolecreation': () => ok('Role created', { userRoleID: 31 }),
    'PUT usermanagement/updaterole': () => ok('Role updated'),
    'DELETE usermanagement/deleterole/30': () => ok('Role deleted'),
    ...overrides,
  });

/** Opens 'Role Details' with 'Add New'. */
export const openCreate = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return dialogNamed('Role Details');
};

/** A role the form accepts: Auditor, a description, status Approved. */
export const fillValidRole = async (dialog: HTMLElement) => {
  typeInto(dialog, /Role Name/, 'Auditor');
  typeInto(dialog, /Description/, 'Reads the books');
  await chooseOption(dialog, /Status/, 'Approved');
};
