// Meeting minutes: the stored row made from the upload form (checked by the form's own
// rule, src/domain/minutesRules.mjs), the list's filters and columns, and the file each row names.
import { isMinutesCommittee, minutesFieldsOf, minutesProblems } from '../../../src/domain/minutesRules.mjs';
import { isWireDate } from '../../../src/domain/wireDates.mjs';
import { findFile } from '../files/uploads.mjs';

export const MINUTES_COLLECTION = 'meetingMinutes';
/** The multipart field the PDF travels in. */
export const MINUTES_FILE_FIELD = 'file';

/** The list's columns: the search box looks at titles only; newest meeting first by default. */
export const MINUTES_LIST = Object.freeze({
  filterColumns: ['title'],
  sortColumns: ['minutesId', 'title', 'committee', 'meetingDate', 'fileName', 'uploadedAt', 'uploadedBy'],
  defaultSort: Object.freeze({ column: 'meetingDate', direction: 'desc' }),
});

const FORM_FIELDS = ['title', 'committee', 'meetingDate'];

/** { fields } to store or { problems } ({ field: text }); anything but text counts as empty. */
export function minutesDetailsOf(body, today) {
  const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, typeof body?.[name] === 'string' ? body[name] : '']));
  const problems = minutesProblems(form, today);
  return Object.keys(problems).length > 0 ? { problems } : { fields: minutesFieldsOf(form) };
}

export const minutesById = (db, minutesId) => (Number.isInteger(minutesId) ? db.get(MINUTES_COLLECTION).find({ minutesId }).value() : undefined);

/** The list's row: without json-server's id. */
export const minutesView = ({ id, ...row }) => row;

/** The list's optional filters: a committee, and a first and last meeting date (values that name none filter nothing). */
export const minutesFiltersOf = (query) => ({
  committee: isMinutesCommittee(query.committee) ? query.committee : null,
  from: isWireDate(query.from) ? query.from : null,
  to: isWireDate(query.to) ? query.to : null,
});

/** Every row the filters keep, the latest upload first (so ties on the meeting date read newest first). */
export function minutesRows(db, { committee, from, to }) {
  return db
    .get(MINUTES_COLLECTION)
    .value()
    .filter((row) => committee === null || row.committee === committee)
    .filter((row) => from === null || row.meetingDate >= from)
    .filter((row) => to === null || row.meetingDate <= to)
    .sort((a, b) => b.minutesId - a.minutesId)
    .map(minutesView);
}

/** The files row of the minutes' PDF, or undefined. */
export const minutesFileOf = (db, row) => findFile(db, row.fileId);
