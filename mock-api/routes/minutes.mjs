// Meeting minutes (spec §2 /upload-minutes/view-upload-minutes, no calls named: ours, under
// upload-minutes/): the administrator and staff holding the Meeting Minutes screen list, upload, edit, delete
// and open minutes, each one PDF of at most 5 MB told by its content. A refused upload stores nothing; a new
// PDF replaces the old one (removed once the row names the new one); deleting minutes removes their PDF.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, messageReply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { logSubject, recordLog } from '../lib/audit/activity.mjs';
import { fileRef, receivePdf, removeStoredFile, storePdf } from '../lib/files/uploads.mjs';
import { sendStoredFile } from '../lib/files/file-answers.mjs';
import { MINUTES_COLLECTION, MINUTES_FILE_FIELD, MINUTES_LIST, minutesById, minutesDetailsOf, minutesFileOf, minutesFiltersOf, minutesRows, minutesView } from '../lib/content/minutes.mjs';
import { MINUTES_TEXT } from '../../src/domain/minutesRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/storage/changes.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, byRoute, envelope, file, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { MINUTES as MINUTES_ROW, MINUTES_FORM } from '../lib/contract/shapes/content.mjs';
import { UPLOAD_LIMITS } from '../lib/contract/shapes/uploads.mjs';
import { MINUTES_COMMITTEES } from '../../src/domain/minutesRules.mjs';

const MINUTES = screens(SCREEN.MINUTES);

const WHY = addition('The institute keeps its committees\' signed minutes in the portal (spec §2 names the Meeting Minutes screen, no calls).');
const MINUTES_ID = byRoute(integer({ min: 1 }), `200 '01' '${MINUTES_TEXT.notFound}'`);
const { OK, NOT_FOUND, FAILED } = STATUS_CODE;
const outcome = (codes, description) => json(description, envelope(codes, { data: MINUTES_ROW, problems: PROBLEMS }, { message: true }));
const ignoredUnlessValid = (schema) => byRoute(schema, 'a value that names none filters nothing');

/** The upload's own problem as the form's `file` text, or null ('missing' is a problem only when a file is required). */
const fileProblemOf = (upload, required) => {
  if (upload.problem === 'tooLarge') return MINUTES_TEXT.fileTooLarge;
  if (upload.problem === 'notPdf') return MINUTES_TEXT.pdfRequired;
  return upload.problem === 'missing' && required ? MINUTES_TEXT.pdfRequired : null;
};

export function minutesRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const today = () => wireDateOf(now());
  const stamp = () => new Date(now()).toISOString();
  const minutesLog = recordLog(logs, { entity: 'meeting minutes', idField: 'minutesId', describe: (row) => `Minutes #${row.minutesId} (${row.committee}, ${row.meetingDate}: ${row.title})` });

  /**
   * The details' problems and the upload's, as one '02' answer (null when all is well): field problems answer
   * notSaved, an upload refused on its own answers with the upload's text.
   */
  const refusal = (res, problems = {}, fileProblem = null) => {
    const all = { ...problems, ...(fileProblem ? { file: fileProblem } : {}) };
    if (Object.keys(all).length === 0) return null;
    return answer(res, STATUS_CODE.FAILED, Object.keys(problems).length > 0 ? MINUTES_TEXT.notSaved : fileProblem, { problems: all });
  };
  // Minutes are the institute's documents: they count to no one's storage (lib/files/upload-quota.mjs).
  const store = (req, file, replacing) =>
    fileRef(storePdf(ctx, { ownerUserId: req.auth.user.userID, file, use: 'minutes', ...(replacing ? { newRecord: false, replaces: replacing.fileId } : {}) }));

  routes.get('/upload-minutes/minutes', MINUTES, contract({
    summary: 'The meeting minutes, optionally of one committee and between two meeting dates',
    source: WHY,
    query: object({
      ...PAGED_QUERY.properties,
      committee: ignoredUnlessValid(text({ values: MINUTES_COMMITTEES })),
      from: ignoredUnlessValid(text({ format: 'date', description: 'The first meeting date.' })),
      to: ignoredUnlessValid(text({ format: 'date', description: 'The last meeting date.' })),
    }),
    responses: { 200: json('One page of minutes (newest meeting first unless sorted otherwise).', page(MINUTES_ROW)) },
  }), (req, res) => res.json(pagedList(minutesRows(db, minutesFiltersOf(req.query)), req.query, MINUTES_LIST)));

  routes.post('/upload-minutes/add', MINUTES, contract({
    summary: 'Uploads minutes: the details and one PDF',
    source: WHY,
    body: MINUTES_FORM,
    bodyType: 'multipart',
    responses: { 200: outcome([OK, FAILED], "'00' uploaded, with the row; '02' refused, with problems by field."), ...UPLOAD_LIMITS },
  }), receivePdf(MINUTES_FILE_FIELD), minutesLog('create'), (req, res) => {
    const upload = res.locals.upload;
    const { fields, problems } = minutesDetailsOf(isPlainObject(req.body) ? req.body : {}, today());
    const refused = refusal(res, problems, fileProblemOf(upload, true));
    if (refused) return refused;
    const pdf = store(req, upload.file);
    const minutesId = nextId(db, MINUTES_COLLECTION, 'minutesId');
    const row = { id: minutesId, minutesId, ...fields, fileId: pdf.fileId, fileName: pdf.fileName, uploadedAt: stamp(), uploadedBy: req.auth.user.username };
    insertRow(db, MINUTES_COLLECTION, row);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, MINUTES_TEXT.uploaded, { data: minutesView(row) });
  });

  // The details again (all three), and a new PDF only when one is sent: none keeps the stored one.
  routes.put('/upload-minutes/update/:minutesId', MINUTES, contract({
    summary: "Changes minutes' details, and their PDF when one is sent",
    source: WHY,
    params: object({ minutesId: MINUTES_ID }),
    body: MINUTES_FORM,
    bodyType: 'multipart',
    responses: { 200: outcome([OK, NOT_FOUND, FAILED], "'00' updated, with the row; '01' no such minutes; '02' refused, with problems by field."), ...UPLOAD_LIMITS },
  }), receivePdf(MINUTES_FILE_FIELD), minutesLog('update'), (req, res) => {
    const row = minutesById(db, idFrom(req.params.minutesId));
    if (!row) return answer(res, STATUS_CODE.NOT_FOUND, MINUTES_TEXT.notFound);
    const upload = res.locals.upload;
    const { fields, problems } = minutesDetailsOf(isPlainObject(req.body) ? req.body : {}, today());
    const refused = refusal(res, problems, fileProblemOf(upload, false));
    if (refused) return refused;
    const pdf = upload.file ? store(req, upload.file, row) : null;
    const replaced = pdf ? row.fileId : null;
    saveRows(db, MINUTES_COLLECTION, Object.assign(row, fields, pdf ? { fileId: pdf.fileId, fileName: pdf.fileName, uploadedAt: stamp(), uploadedBy: req.auth.user.username } : {}));
    if (replaced) removeStoredFile(ctx, replaced);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, MINUTES_TEXT.updated, { data: minutesView(row) });
  });

  routes.delete('/upload-minutes/delete/:minutesId', MINUTES, contract({
    summary: 'Deletes minutes and their PDF',
    source: WHY,
    params: object({ minutesId: MINUTES_ID }),
    responses: { 200: json("'00' deleted; '01' no such minutes.", envelope([OK, NOT_FOUND], {}, { message: true })) },
  }), minutesLog('delete'), (req, res) => {
    const row = minutesById(db, idFrom(req.params.minutesId));
    if (!row) return answer(res, STATUS_CODE.NOT_FOUND, MINUTES_TEXT.notFound);
    removeWhere(db, MINUTES_COLLECTION, { minutesId: row.minutesId }); // its PDF goes with it (lib/files/orphan-files.mjs)
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, MINUTES_TEXT.deleted);
  });

  // The PDF itself, under its file name; unknown minutes (or bytes gone) are 404 with the reason.
  routes.get('/upload-minutes/file/:minutesId', MINUTES, contract({
    summary: "The minutes' PDF, under its file name",
    source: WHY,
    params: object({ minutesId: byRoute(integer({ min: 1 }), `404 '01' '${MINUTES_TEXT.notFound}'`) }),
    responses: {
      200: file('The PDF.'),
      404: json('No such minutes, or their file is gone.', envelope([NOT_FOUND], {}, { message: true })),
    },
  }), (req, res) => {
    const row = minutesById(db, idFrom(req.params.minutesId));
    const file = row ? minutesFileOf(db, row) : undefined;
    if (!file) return messageReply(res, 404, STATUS_CODE.NOT_FOUND, MINUTES_TEXT.notFound);
    return sendStoredFile(ctx, res, file);
  });

  return routes.router;
}
