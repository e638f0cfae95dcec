import { date, defineResource, number, paged, status, text, type DialogAction, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { APPLICATION_STATUS, APPLICATION_STATUS_NAMES } from '../../src/domain/applicationRules.mjs';
import { msg } from '../../src/i18n/keys';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { holds } from '../grants';
import { screenPath } from '../screens';

/** The session-storage key the review action keeps the row under (spec §2); the applicant page reads it. */
export const APPLICATION_APPROVE_KEY = 'application-approve';

/** A submitted application is the one staff decide; every application opens read-only whatever its state. */
const isSubmitted: RowPredicate = (record) => Number(record.status) === APPLICATION_STATUS.SUBMITTED;

/** The list's Status filter: each application status by the name the list shows it with (?status=). */
const STATUS_CHOICES = [APPLICATION_STATUS.SUBMITTED, APPLICATION_STATUS.DRAFT, APPLICATION_STATUS.APPROVED, APPLICATION_STATUS.REJECTED].map((id) => ({
  id,
  name: APPLICATION_STATUS_NAMES[id],
}));

/** Where View opens an application: the applicant's page, named by the applicant's user id (a new tab opens it too). */
export const APPLICANT_PAGE = screenPath('adminViewApplicant');

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
 * application, server-paged, newest first, narrowed by status; any one opens the applicant page read-only
 * (with the row kept in session storage, spec §2). Several submitted ones may be approved at once, by a
 * role holding the permission to decide applications (one that only reads them approves none), never one's own.
 * At 1280 px beside the menu the table keeps its Status and View in sight: Title and Mobile, which the
 * applicant page shows, are no columns; the NIC and e-mail identify the row.
 */
export const applications = defineResource({
  name: 'applications',
  route: '/member/viewapplications',
  title: msg('routes.viewApplications'),
  menu: { group: 'applications', id: 130, icon: 'AssignmentTurnedIn' },
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
    columns: ['applicationId', 'firstName', 'lastName', 'nic', 'Email', 'createdDate', 'status'],
    defaultSort: { field: 'createdDate', order: 'DESC' },
    dense: true,
    filters: [{ source: 'status', label: msg('applicationAdmin.status'), choices: STATUS_CHOICES, anyLabel: msg('applicationAdmin.anyStatus') }],
    rowActions: ['view'],
    links: { view: { to: `${APPLICANT_PAGE}?userId={userId}`, stash: APPLICATION_APPROVE_KEY } },
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
