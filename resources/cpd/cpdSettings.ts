import { date, defineResource, number, paged, select, text, type Choice, type NumberFieldDef, type RecordOf } from '../../src/framework/declare';
import { SETTINGS_LIMITS } from '../../src/domain/cpdRules.mjs';
import { msg } from '../../src/i18n/keys';

/** January .. December by number (the API's yearStartMonth). */
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_CHOICES: readonly Choice[] = MONTH_NAMES.map((name, i) => ({ id: i + 1, name }));

/** "1 January": the day a CPD year of these settings starts. */
export const yearStartText = (record: Readonly<Record<string, unknown>>): string => {
  const month = MONTH_NAMES[Number(record.yearStartMonth) - 1];
  return month && record.yearStartDay ? `${String(record.yearStartDay)} ${month}` : '';
};

/** A whole number in [min, max], one message for every way to miss (SETTINGS_TEXT, as the API says it). */
const wholeNumber = (label: string, min: number, max: number, message: string): Omit<NumberFieldDef, 'kind'> => ({
  label,
  required: msg('cpdSettings.required'),
  integer: message,
  min: { value: min, message },
  max: { value: max, message },
});
// a minimum's upper bound and the minimums' total depend on the hours per year: the API checks those
const minimum = (label: string) => number(wholeNumber(label, 0, SETTINGS_LIMITS.hoursPerYearMax, msg('cpdSettings.minimumProblem')));

/**
 * CPD Settings (/cpd/settings; beyond spec §2): the yearly CPD requirement, versioned by the CPD
 * year it takes effect in (the latest row not after a year is in force). Staff holding the screen add and
 * edit rows; every rule and text is the API's (SETTINGS_TEXT in src/domain/cpdRules).
 */
export const cpdSettings = defineResource({
  name: 'cpdSettings',
  route: '/cpd/settings',
  title: msg('routes.cpdSettings'),
  menu: { group: 'cpdAdministration', id: 151, icon: 'Tune' },
  idField: 'SettingID',
  recordTitle: 'effectiveYear',
  noun: msg('cpdSettings.noun'),
  dialog: { title: msg('cpdSettings.dialogTitle'), viewTitle: msg('cpdSettings.viewTitle') },
  fields: {
    SettingID: number({ label: msg('cpdSettings.SettingID'), readOnly: true, hideOnShow: true }),
    effectiveYear: number(wholeNumber(msg('cpdSettings.effectiveYear'), SETTINGS_LIMITS.yearFirst, SETTINGS_LIMITS.yearLast, msg('cpdSettings.effectiveYearProblem'))),
    yearStarts: text({ label: msg('cpdSettings.yearStarts'), readOnly: true, sortable: false, derive: yearStartText }),
    yearStartMonth: select({ label: msg('cpdSettings.yearStartMonth'), required: msg('cpdSettings.yearStartMonthProblem'), choices: MONTH_CHOICES, hideOnShow: true }),
    yearStartDay: number({ ...wholeNumber(msg('cpdSettings.yearStartDay'), 1, 28, msg('cpdSettings.yearStartDayProblem')), hideOnShow: true }),
    hoursPerYear: number(wholeNumber(msg('cpdSettings.hoursPerYear'), 1, SETTINGS_LIMITS.hoursPerYearMax, msg('cpdSettings.hoursPerYearProblem'))),
    minFormal: minimum(msg('cpdSettings.minFormal')),
    minInformal: minimum(msg('cpdSettings.minInformal')),
    minContribution: minimum(msg('cpdSettings.minContribution')),
    minWorkBased: minimum(msg('cpdSettings.minWorkBased')),
    updatedAt: date({ label: msg('cpdSettings.updatedAt'), readOnly: true, withTime: true }),
    updatedBy: text({ label: msg('cpdSettings.updatedBy'), readOnly: true }),
  },
  list: {
    columns: ['effectiveYear', 'yearStarts', 'hoursPerYear', 'minFormal', 'minInformal', 'minContribution', 'minWorkBased'],
    defaultSort: { field: 'effectiveYear', order: 'DESC' },
    dense: true,
    rowActions: ['view', 'edit'],
    card: { primary: ['effectiveYear', 'yearStarts'], secondary: ['hoursPerYear', 'minFormal', 'minContribution'], labelled: true },
    canCreate: true,
  },
  api: paged({ list: 'GET CPD/settings', create: 'POST CPD/settings', update: 'PUT CPD/settings/update' }),
  notify: { created: msg('cpdSettings.saved'), updated: msg('cpdSettings.updated') },
});

export type CpdSettingsRow = RecordOf<typeof cpdSettings>;
