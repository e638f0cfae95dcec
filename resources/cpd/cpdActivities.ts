/**
 * The member's CPD activity log (/cpd/activities): what they did, in which category, how many
 * hours, with an optional evidence PDF. Every rule and outcome text is the API's own (src/domain/cpdRules:
 * ACTIVITY_LIMITS, ACTIVITY_TEXT, hoursProblem). The list is the signed-in member's (its path names their
 * user id: ListSpec.scope). The page (src/features/cpd/activities) adds the member's goals to the Goal
 * select and the evidence download to each row.
 */
import { date, defineResource, multiline, number, paged, pdf, select, status, text, type Choice, type RecordOf, type Viewer } from '../../src/framework/declare';
import { ACTIVITY_LIMITS, ACTIVITY_STATUS, ACTIVITY_STATUS_OPTIONS, CPD_CATEGORIES, hoursProblem } from '../../src/domain/cpdRules.mjs';
import { msg } from '../../src/i18n/keys';

const t = msg;

/** A category with what counts under it, so the member picks the right one (chosen wording: cpdRules hints). */
export const CATEGORY_CHOICES: readonly Choice[] = CPD_CATEGORIES.map((category) => ({ id: category.id, name: `${category.name}: ${category.hint}` }));
/** The table and filter show the bare names. */
const CATEGORY_NAMES: readonly Choice[] = CPD_CATEGORIES.map((category) => ({ id: category.id, name: category.name }));

export const ACTIVITY_STATUS_CHOICES: readonly Choice[] = ACTIVITY_STATUS_OPTIONS.map((option) => ({
  id: option.cpdactivitystatusId,
  name: option.cpdactivitystatusName,
}));

/** CPD years offered by the year filter: this calendar year and the five before it (a CPD year is named by the year it starts in). */
export const cpdYearChoices = (thisYear: number = new Date().getFullYear()): readonly Choice[] =>
  Array.from({ length: 6 }, (_, i) => ({ id: thisYear - i, name: String(thisYear - i) }));

/** Empty is `required`'s business; a filled value answers to the API's own hours rule. */
const hoursCheck = (value: unknown) => (value === undefined || value === null || value === '' ? null : hoursProblem(value));

/** The member's own list: GET CPD/all-activities/{UserID}. */
const ownActivities = (viewer: Viewer) => (viewer.id === undefined ? undefined : { UserID: Number(viewer.id) });

export const cpdActivities = defineResource({
  name: 'cpdActivities',
  title: msg('routes.cpdActivities'),
  idField: 'ActivityID',
  recordTitle: 'ActivityTitle',
  noun: t('cpdActivities.noun'),
  dialog: {
    title: t('cpdActivities.dialogTitle'),
    createTitle: t('cpdActivities.createTitle'),
    viewTitle: t('cpdActivities.viewTitle'),
    // the row's evidence ({fileId, fileName}) is the server's: never sent back as a form value
    editValues: () => ({ evidence: null }),
  },
  fields: {
    ActivityID: number({ readOnly: true, hideOnShow: true }),
    UserID: number({ readOnly: true, hideOnShow: true }),
    // the title first and on a row of its own: it is what the member writes at length (beside the date it was squeezed)
    ActivityTitle: text({
      wide: true,
      label: t('cpdActivities.title'),
      required: t('cpdActivities.titleRequired'),
      minLength: { value: ACTIVITY_LIMITS.titleMin, message: t('cpdActivities.titleShort') },
      maxLength: { value: ACTIVITY_LIMITS.titleMax, message: t('cpdActivities.titleLong') },
    }),
    ActivityDate: date({ label: t('cpdActivities.date'), required: t('cpdActivities.dateRequired') }),
    CategoryID: select({ label: t('cpdActivities.category'), required: t('cpdActivities.categoryRequired'), choices: CATEGORY_CHOICES, hideOnShow: true }),
    CategoryName: text({ label: t('cpdActivities.category'), readOnly: true }),
    Hours: number({
      label: t('cpdActivities.hours'),
      required: t('cpdActivities.hoursRequired'),
      helperText: t('cpdActivities.hoursHint'),
      check: hoursCheck,
    }),
    Provider: text({
      label: t('cpdActivities.provider'),
      required: t('cpdActivities.providerRequired'),
      maxLength: { value: ACTIVITY_LIMITS.providerMax, message: t('cpdActivities.providerLong') },
    }),
    Description: multiline({
      label: t('cpdActivities.description'),
      maxLength: { value: ACTIVITY_LIMITS.descriptionMax, message: t('cpdActivities.descriptionLong') },
    }),
    // the member's own goals: the page fills the choices (GET CPD/getdevelopmentgoals/{userId})
    GoalID: select({ label: t('cpdActivities.goal'), choices: [] as readonly Choice[], hideOnShow: true }),
    GoalTitle: text({ label: t('cpdActivities.goal'), readOnly: true }),
    ActivityStatus: status({
      label: t('cpdActivities.status'),
      required: t('cpdActivities.statusRequired'),
      choices: ACTIVITY_STATUS_CHOICES,
      labelFrom: 'ActivityStatusName',
      tones: { [ACTIVITY_STATUS.PLANNED]: 'info', [ACTIVITY_STATUS.COMPLETED]: 'success' },
    }),
    // travels as the multipart file field `evidence`; absent on an edit keeps the stored file
    evidenceFile: pdf({ label: t('cpdActivities.evidence'), helperText: t('cpdActivities.evidenceHint'), hideOnShow: true, sendAs: 'evidence' }),
  },
  list: {
    columns: ['ActivityDate', 'ActivityTitle', 'CategoryName', 'Hours', 'Provider', 'ActivityStatus', 'GoalTitle'],
    heading: t('cpdActivities.heading'),
    addLabel: t('cpdActivities.addLabel'),
    scope: ownActivities,
    // the member's own records: nothing to export
    export: false,
    defaultSort: { field: 'ActivityDate', order: 'DESC' },
    filters: [
      { source: 'year', label: t('cpdActivities.yearFilter'), choices: cpdYearChoices(), anyLabel: t('cpdActivities.anyYear') },
      { source: 'categoryId', label: t('cpdActivities.categoryFilter'), choices: CATEGORY_NAMES, anyLabel: t('cpdActivities.anyCategory') },
      { source: 'status', label: t('cpdActivities.statusFilter'), choices: ACTIVITY_STATUS_CHOICES, anyLabel: t('cpdActivities.anyStatus') },
    ],
    dense: true,
    rowActions: ['view', 'edit', 'delete'],
    card: { primary: 'ActivityTitle', secondary: ['ActivityDate', 'CategoryName', 'Hours'], tertiary: 'ActivityStatus', labelled: true },
    canCreate: true,
  },
  api: paged({
    list: 'GET CPD/all-activities/{UserID}',
    create: 'POST CPD/addcpdactivities',
    update: 'PUT CPD/activities/update',
    delete: 'DELETE CPD/activities/{ActivityID}',
    multipart: true,
  }),
  notify: {
    created: t('cpdActivities.saved'),
    updated: t('cpdActivities.updated'),
    deleted: t('cpdActivities.deleted'),
    // '03' shows the server's words (notSaved, or an upload's own text); '02' an activity gone meanwhile
    refused: { byCode: { '02': { title: t('cpdActivities.failed'), text: t('cpdActivities.notAvailable') } } },
  },
});

export type CpdActivity = RecordOf<typeof cpdActivities>;
