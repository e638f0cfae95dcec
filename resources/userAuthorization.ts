import { decisionActions, defineResource, paged, type DecisionText } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';
import { ownCaseText } from '../src/domain/ownCase.mjs';
import { userCard, userFields } from './userFields';

/** The modal's own words (Authorize; the shared "Approve it!" / "Reject it!"). */
const TEXTS: Record<DecisionText, string> = {
  approve: msg('users.authorize'),
  approveIt: msg('confirm.approveIt'),
  confirmApprove: msg('users.confirmAuthorize'),
  reject: msg('users.reject'),
  rejectIt: msg('confirm.rejectIt'),
  confirmReject: msg('users.confirmReject'),
};
const decisions = decisionActions({ field: 'approve', texts: (name) => TEXTS[name] });

/**
 * User Authorization (spec §2, §4): users pending authorization; approve opens 'User Authorization'
 * where Authorize sends approve 'approve' and Reject sends 'reject', both as one user update. Several users
 * may be authorized at once (one update each).
 */
export const userAuthorization = defineResource({
  name: 'userAuthorization',
  route: '/user/userauth',
  title: msg('users.authTitle'),
  menu: { group: 'userManagement', id: 112, icon: 'HowToReg' },
  idField: 'userID',
  recordTitle: 'username',
  noun: msg('users.noun'),
  dialog: {
    title: msg('users.authTitle'),
    viewTitle: msg('users.viewDialog'),
    actions: decisions.actions,
  },
  fields: userFields,
  list: {
    columns: ['username', 'firstName', 'lastName', 'userRoleName', 'statusID', 'createdAt'],
    rowActions: ['view', 'approve'],
    card: userCard,
    bulkApprove: { action: decisions.approve, nouns: msg('users.nouns') },
    ownCase: { subject: 'userID', reason: ownCaseText('account') },
  },
  api: paged({ list: 'GET usermanagement/userauth', update: 'PUT usermanagement/userauth' }),
  notify: { updated: msg('users.authorized') },
});
