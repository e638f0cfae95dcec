/**
 * Development Goals (/cpd/developmentgoals, issue 11; spec §2 "Development Goals screen", §3 Development
 * goal, §4, §5, §8, §9): the member's own goals in the table "View Development Goal Details" (paged, sorted
 * and searched on the server, with a status filter), a view modal, an edit modal and the "Add Development
 * Goal" form. The row names its fields as §3's GoalTitle…; the form sends §3's form names goaltitle…, so the
 * edit modal is filled from the row (editValues). Every rule and text is src/domain/cpdRules', as the API's.
 */
import type { RaRecord } from 'react-admin';
import { date, defineResource, multiline, number, paged, select, status, text, type Choice, type Outcome, type RecordOf } from '../../src/framework/declare';
import { GOAL_STATUS, GOAL_STATUS_OPTIONS, goalProblems, type GoalForm } from '../../src/domain/cpdRules.mjs';
import { msg, type MessageKey } from '../../src/i18n/keys';
import { ROLE } from '../../src/domain/roles';

const t = (key: `cpdGoals.${string}` & MessageKey) => msg(key);

/** Spec §4: 1 Pending, 2 In Progress, 3 Complete (the names of get-developmentgoal-status). */
export const GOAL_STATUS_CHOICES: readonly Choice[] = GOAL_STATUS_OPTIONS.map((o) => ({ id: o.developmentgoalstatusId, name: o.developmentgoalstatusName }));

/** A §5 form field's check: the shared goal rule's message for that field (empty is `required`'s). */
const goalRule = (field: keyof GoalForm) => (value: unknown) =>
  value === undefined || value === null || value === '' ? null : (goalProblems({ [field]: value })[field] ?? null);

/** The edit modal's values from a row: §3's row names to the form's. */
const goalFormValues = (row: RaRecord) => ({
  goaltitle: row.GoalTitle,
  goaldescription: row.GoalDescription,
  keywords: row.KeyWords,
  desiredoutcome: row.DesiredOutcome,
  startDate: row.StartDate,
  endDate: row.EndDate,
  status: row.CpdgoalStatus,
});

const outcome = (title: Parameters<typeof t>[0], text: Parameters<typeof t>[0]): Outcome => ({ title: t(title), text: t(text) });

export const developmentGoals = defineResource({
  name: 'developmentGoals',
  route: '/cpd/developmentgoals',
  title: msg('routes.developmentGoals'),
  menu: { group: 'memberCpd', id: 210, icon: 'Flag', roles: [ROLE.MEMBER], selfService: true },
  idField: 'GoalID',
  recordTitle: 'GoalTitle',
  noun: t('cpdGoals.noun'),
  dialog: { title: t('cpdGoals.editGoal'), createTitle: t('cpdGoals.addGoal'), viewTitle: t('cpdGoals.viewGoal'), editValues: goalFormValues },
  fields: {
    GoalID: number({ readOnly: true, hideOnShow: true }),
    UserID: number({ readOnly: true, hideOnShow: true }),
    // the row (spec §3), shown in the table and the view modal
    GoalTitle: text({ label: t('cpdGoals.goalTitle'), readOnly: true }),
    GoalDescription: multiline({ label: t('cpdGoals.goalDescription'), readOnly: true }),
    KeyWords: text({ label: t('cpdGoals.keywords'), readOnly: true }),
    DesiredOutcome: multiline({ label: t('cpdGoals.desiredOutcome'), readOnly: true }),
    StartDate: date({ label: t('cpdGoals.startDate'), readOnly: true }),
    EndDate: date({ label: t('cpdGoals.endDate'), readOnly: true }),
    CpdgoalStatus: status({
      label: t('cpdGoals.status'),
      readOnly: true,
      choices: GOAL_STATUS_CHOICES,
      tones: { [GOAL_STATUS.PENDING]: 'warning', [GOAL_STATUS.IN_PROGRESS]: 'info', [GOAL_STATUS.COMPLETE]: 'success' },
      otherLabel: t('cpdGoals.unexpectedStatus'),
    }),
    // the Add Development Goal form and the edit modal (spec §3 form names, §5 rules and texts)
    goaltitle: text({ label: t('cpdGoals.goalTitle'), required: t('cpdGoals.required'), check: goalRule('goaltitle'), hideOnShow: true }),
    goaldescription: multiline({ label: t('cpdGoals.goalDescription'), required: t('cpdGoals.required'), check: goalRule('goaldescription'), hideOnShow: true }),
    keywords: text({ label: t('cpdGoals.keywords'), required: t('cpdGoals.required'), check: goalRule('keywords'), hideOnShow: true }),
    desiredoutcome: multiline({ label: t('cpdGoals.desiredOutcome'), required: t('cpdGoals.required'), check: goalRule('desiredoutcome'), hideOnShow: true }),
    startDate: date({ label: t('cpdGoals.startDate'), required: t('cpdGoals.required'), hideOnShow: true }),
    // spec §5: saved only if the end date is later than the start date
    endDate: date({
      label: t('cpdGoals.endDate'),
      required: t('cpdGoals.required'),
      after: { field: 'startDate', message: t('cpdGoals.endAfterStart') },
      hideOnShow: true,
    }),
    status: select({ label: t('cpdGoals.status'), required: t('cpdGoals.statusInvalid'), choices: GOAL_STATUS_CHOICES, hideOnShow: true }),
  },
  list: {
    heading: t('cpdGoals.tableHeading'),
    columns: ['GoalTitle', 'KeyWords', 'StartDate', 'EndDate', 'CpdgoalStatus'],
    defaultSort: { field: 'StartDate', order: 'DESC' },
    // the member's own records: nothing to export
    export: false,
    // the member's own goals: their user id fills the list path (GET CPD/developmentgoals/{userid})
    scope: ({ id }) => (id === undefined || id === null || id === '' ? undefined : { UserID: id }),
    filters: [{ source: 'status', label: t('cpdGoals.status'), choices: GOAL_STATUS_CHOICES, anyLabel: t('cpdGoals.anyStatus') }],
    rowActions: ['view', 'edit', 'delete'],
    card: { primary: 'GoalTitle', secondary: ['StartDate', 'EndDate'], tertiary: 'CpdgoalStatus' },
    canCreate: true,
    addLabel: t('cpdGoals.addGoal'),
  },
  api: paged({
    list: 'GET CPD/developmentgoals/{UserID}',
    create: 'POST CPD/adddevelopmentgoals',
    update: 'PUT CPD/developmentgoals/update',
    delete: 'DELETE CPD/developmentgoals/{GoalID}',
  }),
  // spec §8 "Development goals and CPD", by the answer's code
  notify: {
    created: outcome('cpdGoals.success', 'cpdGoals.saved'),
    updated: outcome('cpdGoals.success', 'cpdGoals.updated'),
    deleted: outcome('cpdGoals.success', 'cpdGoals.deleted'),
    refusedBy: {
      create: { byCode: { '03': outcome('cpdGoals.failed', 'cpdGoals.notSaved') }, otherwise: outcome('cpdGoals.error', 'cpdGoals.notSaved') },
      update: {
        byCode: { '02': outcome('cpdGoals.failed', 'cpdGoals.notAvailable'), '03': outcome('cpdGoals.failed', 'cpdGoals.notUpdated') },
        otherwise: outcome('cpdGoals.error', 'cpdGoals.somethingWrong'),
      },
      delete: { byCode: { '02': outcome('cpdGoals.failed', 'cpdGoals.notDeleted') }, otherwise: outcome('cpdGoals.error', 'cpdGoals.somethingWrong') },
    },
  },
});

export type DevelopmentGoal = RecordOf<typeof developmentGoals>;

