// The admin dashboard's "pending work": one entry per approval queue, counted from the data now, and only the
// queues the caller works: whose screen they hold (a Finance role sees transactions, not user authorisations) and,
// where deciding is a permission of its own, that permission too (an auditor reads transactions but decides none).
import { allows, screens } from '../http/access.mjs';
import { PERMISSION, SCREEN } from '../registry/screens.mjs';
import { RECORD_STATUS } from '../constants.mjs';
import { APPLICATIONS } from '../applications/applications.mjs';
import { pendingItems } from '../members/member-decisions.mjs';
import { PAYMENTS } from '../payments/payment-rows.mjs';
import { latestRegistrations } from '../cpd/cpd-registrations.mjs';
import { APPLICATION_STATUS } from '../../../src/domain/applicationRules.mjs';
import { PAYMENT_STATUS } from '../../../src/domain/paymentRules.mjs';
import { CPD_MEMBERSHIP } from '../../../src/domain/cpdRules.mjs';

/** Transfer status 1 Pending. */
const TRANSFER_PENDING = 1;

const rowsOf = (db, collection) => db.get(collection).value() ?? [];

/** Each queue: its key, label, the screen that works it (also its url), the permission deciding it needs besides, and how many items wait in it. */
export const APPROVAL_QUEUES = Object.freeze([
  { key: 'userAuthorisations', label: 'User authorisations', screen: SCREEN.USER_AUTH, count: (db) => rowsOf(db, 'users').filter((user) => user.statusID === RECORD_STATUS.PENDING).length },
  { key: 'applications', label: 'Membership applications', screen: SCREEN.VIEW_APPLICATIONS, decide: PERMISSION.DECIDE_APPLICATIONS, count: (db) => rowsOf(db, APPLICATIONS).filter((row) => row.status === APPLICATION_STATUS.SUBMITTED).length },
  // The Approve Members queue: members' change requests and their employment, academic and professional records.
  { key: 'memberChanges', label: 'Member changes and records', screen: SCREEN.APPROVE_MEMBERS, count: (db) => pendingItems(db).length },
  { key: 'transactions', label: 'Transactions', screen: SCREEN.APPROVE_TRANSACTIONS, decide: PERMISSION.DECIDE_TRANSACTIONS, count: (db) => rowsOf(db, PAYMENTS).filter((row) => row.status === PAYMENT_STATUS.PENDING).length },
  { key: 'cpdRegistrations', label: 'CPD registrations', screen: SCREEN.CPD_APPROVALS, count: (db) => latestRegistrations(db).filter((row) => row.Status === CPD_MEMBERSHIP.PENDING).length },
  { key: 'transfers', label: 'Chapter transfers', screen: SCREEN.TRANSFER_APPROVAL, count: (db) => rowsOf(db, 'memberTransfers').filter((row) => row.status === TRANSFER_PENDING).length },
]);

/** [{ key, label, count, url }] of the queues `user` may work, in the order above. */
export const approvalsFor = (db, user) =>
  APPROVAL_QUEUES.filter((queue) => allows(db, screens(queue.screen), user) && (!queue.decide || allows(db, screens(queue.decide), user))).map(({ key, label, screen, count }) => ({ key, label, count: count(db), url: screen }));
