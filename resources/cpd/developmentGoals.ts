/**
 * Development Goals (/cpd/developmentgoals; spec §2 "Development Goals screen", §3 Development
 * goal, §4, §5, §8, §9): the member's own goals in the table "View Development Goal Details" (paged, sorted
 * and searched on the server, with a status filter), a view modal, an edit modal and the "Add Development
 * Goal" form. Each field is declared once under §3's row name (GoalTitle…), which fills the edit modal from the
 * row; it travels under §3's form name (goaltitle…, sendAs) on create and update. Every rule and text is
 * src/domain/cpdRules', as the API's.
 */
import { date, defineResource, multiline, number, paged, status, text, type Choice, type Outcome, type RecordOf } from '../../src/framework/declare';
import { GOAL_STATUS, GOAL_STATUS_OPTIONS, goalProblems, type GoalForm } from '../../src/domain/cpdRules.mjs';
import { msg, type MessageKey } from '../../src/i18n/keys';
import { ROLE } from '../../src/domain/roles';

const t = (key: `cpdGoals.${string}` & MessageKey) => msg(key);

/** Spec §4: 1 Pending, 2 In Progress, 3 Complete (the names of get-developmentgoal-status). */
export const GOAL_STATUS_CHOICES: readonly Choice[] = GOAL_STATUS_OPTIONS.map((o) => ({ id: o.developmentgoalstatusId, name: o.developmentgoalstatusName }));

/** A §5 form field's check: the shared goal rule's message for that field (empty is `required`'s). */
const goalRule = (field: keyof GoalForm) => (value: unknown) =>
  value === undefined || value === null || value === '' ? null : (goalProblems({ [field]: value })[field] ?? null);

const outcome = (title: Parameters<typeof t>[0], text: Parameters<typeof t>[0]): Outcome => ({ title: t(title), text: t(text) });

export const developmentGoals = defineResource({
  name: 'developmentGoals',
  route: '/cpd/developmentgoals',
  title: msg('routes.developmentGoals'),
  menu: { group: 'memberCpd', id: 210, icon: 'Flag', roles: [ROLE.MEMBER], selfService: true },
  idField: 'GoalID',
  recordTitle: 'GoalTitle',
  noun: t('cpdGoals.noun'),
  dialog: { title: t('cpdGoals.editGoal'), createTitle: t('cpdGoals.addGoal'), viewTitle: t('cpdGoals.viewGoal') },
  fields: {
    GoalID: number({ readOnly: true, hideOnShow: true }),
    UserID: number({ readOnly: true, hideOnShow: true }),
    // Each field once, named as the row (spec §3), shown in the table and the view modal and filling the edit
    // modal; the Add and edit forms send it under §3's form name (sendAs), validated by §5's rule for that name.
    GoalTitle: text({ label: t('cpdGoals.goalTitle'), required: t('cpdGoals.required'), check: goalRule('goaltitle'), sendAs: 'goaltitle' }),
    GoalDescription: multiline({ label: t('cpdGoals.goalDescription'), required: t('cpdGoals.required'), check: goalRule('goaldescription'), sendAs: 'goaldescription' }),
    KeyWords: text({ label: t('cpdGoals.keywords'), required: t('cpdGoals.required'), check: goalRule('keywords'), sendAs: 'keywords' }),
    DesiredOutcome: multiline({ label: t('cpdGoals.desiredOutcome'), required: t('cpdGoals.required'), check: goalRule('desiredoutcome'), sendAs: 'desiredoutcome' }),
    StartDate: date({ label: t('cpdGoals.startDate'), required: t('cpdGoals.required'), sendAs: 'startDate' }),
    // spec §5: saved only if the end date is later than the start date
    EndDate: date({
      label: t('cpdGoals.endDate'),
      required: t('cpdGoals.required'),
      after: { field: 'StartDate', message: t('cpdGoals.endAfterStart') },
      sendAs: 'endDate',
    }),
    CpdgoalStatus: status({
      label: t('cpdGoals.status'),
      required: t('cpdGoals.statusInvalid'),
      choices: GOAL_STATUS_CHOICES,
      tones: { [GOAL_STATUS.PENDING]: 'warning', [GOAL_STATUS.IN_PROGRESS]: 'info', [GOAL_STATUS.COMPLETE]: 'success' },
      otherLabel: t('cpdGoals.unexpectedStatus'),
      sendAs: 'status',
    }),
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

