import { defineResource, paged } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';
import { userCard, userFields } from './userFields';

/**
 * User Authorization (spec §2, §4): users pending authorization; approve opens 'User Authorization'
 * where Authorize sends approve 'approve' and Reject sends 'reject', both as one user update.
 */
export const userAuthorization = defineResource({
  name: 'userAuthorization',
  route: '/user/userauth',
  title: msg('users.authTitle'),
  idField: 'userID',
  recordTitle: 'username',
  noun: msg('users.noun'),
  dialog: {
    title: msg('users.authTitle'),
    viewTitle: msg('users.viewDialog'),
    actions: [
      { label: msg('users.authorize'), set: { approve: 'approve' }, confirmLabel: msg('confirm.approveIt'), confirmText: msg('users.confirmAuthorize'), tone: 'success' },
      { label: msg('users.reject'), set: { approve: 'reject' }, confirmLabel: msg('confirm.rejectIt'), confirmText: msg('users.confirmReject'), tone: 'error' },
    ],
  },
  fields: userFields,
  list: {
    columns: ['username', 'firstName', 'lastName', 'userRoleName', 'statusID', 'createdAt'],
    rowActions: ['view', 'approve'],
    card: userCard,
  },
  api: paged({ list: 'GET usermanagement/userauth', update: 'PUT usermanagement/userauth' }),
  notify: { updated: msg('users.authorized') },
});
