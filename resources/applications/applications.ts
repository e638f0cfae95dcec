import { date, defineResource, number, paged, status, text, type DialogAction, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { APPLICATION_STATUS } from '../../src/domain/applicationRules.mjs';
import { msg } from '../../src/i18n/keys';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { holds } from '../grants';

/** The session-storage key the review action keeps the row under (spec §2); the applicant page reads it. */
export const APPLICATION_APPROVE_KEY = 'application-approve';

/** A submitted application is the one staff review; the other rows show only their status. */
const isSubmitted: RowPredicate = (record) => Number(record.status) === APPLICATION_STATUS.SUBMITTED;

/**
 * The applicant page's Approve (PUT …/status/2, no comment needed), for several submitted applications at once:
 * each becomes a member as if approved on its own page.
 */
const approve: DialogAction = {
  label: msg('applicationAdmin.approve'),
  set: { decision: APPLICATION_STATUS.APPROVED },
  confirmLabel: msg('confirm.approveIt'),
  notify: msg('applicationAdmin.approved'),
  tone: 'success',
};

/**
 * Approve Applications (/member/viewapplications, spec §2, §3 "Application list row", §7): every
 * application, server-paged (sortColumn applicationId asc by default); a submitted one opens the
 * applicant page with the row kept in session storage. Several submitted ones may be approved at once, by a
 * role holding the permission to decide applications (one that only reads them approves none), never one's own.
 */
export const applications = defineResource({
  name: 'applications',
  route: '/member/viewapplications',
  title: msg('routes.viewApplications'),
  idField: 'applicationId',
  recordTitle: 'lastName',
  noun: msg('applicationAdmin.noun'),
  canWrite: holds(DECIDE.APPLICATIONS),
  fields: {
    applicationId: number({ label: msg('applicationAdmin.id'), readOnly: true }),
    nic: text({ label: msg('applicationAdmin.nic'), readOnly: true }),
    title: text({ label: msg('applicationAdmin.title'), readOnly: true }),
    firstName: text({ label: msg('applicationAdmin.firstName'), readOnly: true }),
    lastName: text({ label: msg('applicationAdmin.lastName'), readOnly: true }),
    mobilName: text({ label: msg('applicationAdmin.mobile'), readOnly: true, phone: true }),
    Email: text({ label: msg('applicationAdmin.email'), readOnly: true }),
    createdDate: date({ label: msg('applicationAdmin.createdDate'), format: 'dd.MM.yyyy, h:mm a', readOnly: true }),
    // the server names the status ("Under Council Review" is 15 with reviewers); the code picks the colour
    status: status({
      label: msg('applicationAdmin.status'),
      readOnly: true,
      labelFrom: 'statusName',
      tones: {
        [APPLICATION_STATUS.DRAFT]: 'neutral',
        [APPLICATION_STATUS.SUBMITTED]: 'info',
        [APPLICATION_STATUS.APPROVED]: 'success',
        [APPLICATION_STATUS.REJECTED]: 'error',
      },
    }),
    statusName: text({ label: msg('applicationAdmin.status'), readOnly: true, hideOnShow: true }),
    userId: number({ readOnly: true, hideOnShow: true }),
    // set by the approve action: the status the decision endpoint's path carries
    decision: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['applicationId', 'nic', 'title', 'firstName', 'lastName', 'mobilName', 'Email', 'createdDate', 'status'],
    defaultSort: { field: 'applicationId', order: 'ASC' },
    rowActions: ['view'],
    actionWhen: { view: isSubmitted },
    links: { view: { to: '/member/adminviewapplicant', stash: APPLICATION_APPROVE_KEY } },
    card: { primary: ['firstName', 'lastName'], secondary: ['nic', 'createdDate'], tertiary: 'status' },
    bulkApprove: { action: approve, when: isSubmitted, nouns: msg('applicationAdmin.nouns') },
    ownCase: { subject: 'userId', reason: ownCaseText('application') },
  },
  api: paged({
    list: 'GET application/viewApplication/',
    update: 'PUT application/updateroleapplicationApprovalOrReject/applicationId/{applicationId}/status/{decision}',
  }),
});

export type ApplicationRow = RecordOf<typeof applications>;
