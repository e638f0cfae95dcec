// The shapes of the CPD calls: the settings (routes/cpd-settings.mjs) and the refusals every CPD route shares
// (lib/cpd-replies.mjs: 400 '05' with the text in status and message, and by field in problems).
import { CPD_CATEGORIES, SETTINGS_LIMITS } from '../../../../src/domain/cpdRules.mjs';
import { STATUS_CODE } from '../../constants.mjs';
import { PROBLEMS, byRoute, envelope, integer, json, named, object, text } from '../schemas.mjs';

const MINIMUM_FIELDS = CPD_CATEGORIES.map((category) => category.minField);

/** 400 '05' of the CPD routes: a body that is no object, or the form's refused fields. */
export const CPD_REFUSED = json("'05': a body that is no JSON object, or the form's refused fields (problems).", named('CpdRefused', envelope([STATUS_CODE.MISSING_FIELDS], { problems: PROBLEMS }, { message: true })));
/** 404 '01' of the CPD routes. */
export const cpdNotFound = (text) => json(`'01' '${text}'`, envelope([STATUS_CODE.NOT_FOUND], {}, { message: true }));

const RULES = "400 '05' with the form's text (src/domain/cpdRules.mjs SETTINGS_TEXT), every refused field in problems";
const rule = (schema) => byRoute(schema, RULES);

const SETTINGS_FIELDS = {
  effectiveYear: integer({ min: SETTINGS_LIMITS.yearFirst, max: SETTINGS_LIMITS.yearLast, description: 'The CPD year these settings take effect in.' }),
  yearStartMonth: integer({ min: 1, max: 12 }),
  yearStartDay: integer({ min: 1, max: 28 }),
  hoursPerYear: integer({ min: 1, max: SETTINGS_LIMITS.hoursPerYearMax }),
  ...Object.fromEntries(MINIMUM_FIELDS.map((field) => [field, integer({ min: 0, max: SETTINGS_LIMITS.hoursPerYearMax, description: 'At most hoursPerYear; the minimums together too. Left out: 0.' })])),
};

/** A CPD settings row. */
export const CPD_SETTINGS = named('CpdSettings', object(
  { SettingID: integer({ min: 1 }), ...SETTINGS_FIELDS, updatedAt: text(), updatedBy: text() },
  { required: ['SettingID', ...Object.keys(SETTINGS_FIELDS)] },
));

/** The settings form (digits as text are taken too); SettingID names the row on an update. */
export const CPD_SETTINGS_FORM = named('CpdSettingsForm', byRoute(object(
  { SettingID: byRoute(integer({ min: 1, description: 'Update only.' }), "404 '01'"), ...Object.fromEntries(Object.entries(SETTINGS_FIELDS).map(([name, schema]) => [name, rule(schema)])) },
  { required: ['effectiveYear', 'yearStartMonth', 'yearStartDay', 'hoursPerYear'] },
), "400 '05' 'Malformed JSON body' (with message)", ['type']));
