// CPD settings: the yearly requirement, versioned by the CPD year it takes effect in.
// Everyone signed in reads them (members see what they must do); staff holding /cpd/settings create and edit.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { badInput, notFound, problemsRefused } from '../lib/cpd/cpd-replies.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { logSubject, recordLog } from '../lib/audit/activity.mjs';
import { CPD, settingsRowsOf } from '../lib/cpd/cpd-store.mjs';
import { settingsFieldsOf } from '../lib/cpd/cpd-settings-fields.mjs';
import { SETTINGS_TEXT } from '../../src/domain/cpdRules.mjs';
import { insertRow, saveRows } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, envelope, json, page } from '../lib/contract/schemas.mjs';
import { CPD_REFUSED, CPD_SETTINGS, CPD_SETTINGS_FORM, cpdNotFound } from '../lib/contract/shapes/cpd.mjs';

const CPD_SECTION = '§7 CPD (prefix CPD/)';
const saved = (description) => json(description, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], { data: CPD_SETTINGS }, { message: true }));

const LIST = {
  sortColumns: ['SettingID', 'effectiveYear', 'yearStartMonth', 'yearStartDay', 'hoursPerYear', 'minFormal', 'minInformal', 'minContribution', 'minWorkBased', 'updatedAt'],
  filterColumns: ['updatedBy'],
  defaultSort: { column: 'effectiveYear', direction: 'desc' },
};

export function cpdSettingsRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const EDITORS = screens(SCREEN.CPD_SETTINGS);
  const settingsLog = recordLog(logs, { entity: 'CPD settings', idField: 'SettingID', describe: (row) => `CPD settings #${row.SettingID} (from ${row.effectiveYear}: ${row.hoursPerYear} h a year, formal ${row.minFormal})` });
  const stamp = (req) => ({ updatedAt: new Date(ctx.now()).toISOString(), updatedBy: req.auth.user.username });
  const byYear = (effectiveYear, exceptId) => settingsRowsOf(db).find((row) => row.effectiveYear === effectiveYear && row.SettingID !== exceptId);

  routes.get('/CPD/settings', SIGNED_IN, contract({
    summary: 'The CPD settings, one row per year they take effect in',
    source: addition('Members read the yearly requirement they must meet; the spec names only the settings writes.'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of settings rows, newest year first.', page(CPD_SETTINGS)) },
  }), (req, res) => res.json(pagedList(settingsRowsOf(db), req.query, LIST)));

  routes.post('/CPD/settings', EDITORS, contract({
    summary: 'Adds the CPD settings of a year',
    source: spec(CPD_SECTION, 'POST settings'),
    body: CPD_SETTINGS_FORM,
    responses: { 200: saved(`'00' saved; '02' '${SETTINGS_TEXT.duplicate}'.`), 400: CPD_REFUSED },
  }), settingsLog('create'), (req, res) => {
    if (!isPlainObject(req.body)) return badInput(res);
    const { fields, problems } = settingsFieldsOf(req.body);
    if (problems) return problemsRefused(res, problems);
    if (byYear(fields.effectiveYear)) return answer(res, STATUS_CODE.FAILED, SETTINGS_TEXT.duplicate);
    const SettingID = nextId(db, CPD.SETTINGS, 'SettingID');
    const row = { id: SettingID, SettingID, ...fields, ...stamp(req) };
    insertRow(db, CPD.SETTINGS, row);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, SETTINGS_TEXT.saved, { data: row });
  });

  routes.put('/CPD/settings/update', EDITORS, contract({
    summary: 'Changes a CPD settings row',
    source: spec(CPD_SECTION, 'PUT settings/update'),
    body: CPD_SETTINGS_FORM,
    responses: { 200: saved(`'00' updated; '02' '${SETTINGS_TEXT.duplicate}'.`), 400: CPD_REFUSED, 404: cpdNotFound(SETTINGS_TEXT.notFound) },
  }), settingsLog('update'), (req, res) => {
    if (!isPlainObject(req.body)) return badInput(res);
    const existing = settingsRowsOf(db).find((row) => row.SettingID === idFrom(req.body.SettingID));
    if (!existing) return notFound(res, SETTINGS_TEXT.notFound);
    const { fields, problems } = settingsFieldsOf(req.body);
    if (problems) return problemsRefused(res, problems);
    if (byYear(fields.effectiveYear, existing.SettingID)) return answer(res, STATUS_CODE.FAILED, SETTINGS_TEXT.duplicate);
    saveRows(db, CPD.SETTINGS, Object.assign(existing, fields, stamp(req)));
    logSubject(res, existing);
    return answer(res, STATUS_CODE.OK, SETTINGS_TEXT.updated, { data: existing });
  });

  return routes.router;
}
