// Where records name stored files: the one table of every kind of record that carries an upload. It tells a
// file's download name (the kind and the record), whose storage an upload counts to, how many records of a kind
// an account may keep, and whether a stored file is still named by any record (a file no record names is
// removed: lib/files/orphan-files.mjs). A new kind of record with a file is added here, or its files are not kept.
import { indexBy, groupBy } from '../storage/indexes.mjs';
import { RECORD_KINDS } from '../members/record-kinds.mjs';
import { CHANGE_REQUESTS } from '../members/change-requests.mjs';
import { CPD } from '../cpd/cpd-store.mjs';
import { PAYMENTS } from '../payments/payment-rows.mjs';
import { APPLICATIONS } from '../applications/applications.mjs';
import { MINUTES_COLLECTION } from '../content/minutes.mjs';

/** The stored files: { fileId, ownerUserId, originalName, size, storedName, contentType?, createdAt } (lib/files/uploads.mjs). */
export const FILES_COLLECTION = 'files';

/**
 * @typedef {object} FileUse
 * @property {string} collection the records' collection
 * @property {string} fileField the record's field holding the file id
 * @property {string} idField the record's id, in its download name
 * @property {string | null} ownerField whose storage the file counts to; null: the institute's documents,
 *   which count to no personal storage
 * @property {string} label the kind in a download name ("Employment record 12.pdf")
 * @property {number | null} maxRecords how many records of the kind one account (or the institute) may keep;
 *   null where the kind is bounded otherwise (one CV per application, one pending payment at a time)
 * @property {string} noun the records in the limit's text ("You can keep at most 50 employment records.")
 */

/** @type {Record<string, FileUse> | undefined} */
let uses;
// Built on first use: lib/content/minutes.mjs reads the uploads module, which reads this one.
const fileUses = () =>
  (uses ??= Object.freeze({
    employment: use(RECORD_KINDS.employment.collection, 'fileId', RECORD_KINDS.employment.idField, 'userid', 'Employment record', 50, 'employment records'),
    academic: use(RECORD_KINDS.academic.collection, 'fileId', RECORD_KINDS.academic.idField, 'userid', 'Academic qualification', 30, 'academic qualifications'),
    professional: use(RECORD_KINDS.professional.collection, 'fileId', RECORD_KINDS.professional.idField, 'userid', 'Professional membership', 30, 'professional memberships'),
    changeRequest: use(CHANGE_REQUESTS, 'fileId', 'requestId', 'userid', 'Change request', 50, 'change requests'),
    cpdActivity: use(CPD.ACTIVITIES, 'evidenceFileId', 'ActivityID', 'UserID', 'CPD activity', 500, 'CPD activities'),
    bankSlip: use(PAYMENTS, 'slipFileId', 'paymentId', 'userId', 'Bank slip', null, 'bank slips'),
    cv: use(APPLICATIONS, 'cvFileId', 'applicationId', 'userId', 'Application CV', null, 'CVs'),
    minutes: use(MINUTES_COLLECTION, 'fileId', 'minutesId', null, 'Meeting minutes', 1000, 'meeting minutes'),
  }));

function use(collection, fileField, idField, ownerField, label, maxRecords, noun) {
  return Object.freeze({ collection, fileField, idField, ownerField, label, maxRecords, noun });
}

/** The use of that name; an unknown name is a programming error. */
export function fileUse(name) {
  const found = fileUses()[name];
  if (!found) throw new Error(`unknown file use ${name}`);
  return found;
}

/** The record naming a file, as { use, record }; undefined when no record names it. */
export function fileUseOf(db, fileId) {
  if (!Number.isInteger(fileId)) return undefined;
  for (const [name, spec] of Object.entries(fileUses())) {
    const record = indexBy(db, spec.collection, spec.fileField).get(fileId);
    if (record) return { use: name, spec, record };
  }
  return undefined;
}

export const isFileNamed = (db, fileId) => fileUseOf(db, fileId) !== undefined;

/** Every file id some record names. */
export function namedFileIds(db) {
  const ids = new Set();
  for (const spec of Object.values(fileUses())) {
    for (const record of db.get(spec.collection).value()) if (Number.isInteger(record[spec.fileField])) ids.add(record[spec.fileField]);
  }
  return ids;
}

/** The file ids the given records of a collection name (records just removed, say). */
export function fileIdsNamedBy(collection, records) {
  const fields = Object.values(fileUses()).filter((spec) => spec.collection === collection).map((spec) => spec.fileField);
  return records.flatMap((record) => fields.map((field) => record?.[field]).filter(Number.isInteger));
}

/** The collections whose records name files. */
export const fileNamingCollections = () => [...new Set(Object.values(fileUses()).map((spec) => spec.collection))];

/** How many records of the use `owner` keeps (every record for the institute's documents). */
export const recordCountOf = (db, spec, owner) =>
  spec.ownerField === null ? db.get(spec.collection).size().value() : (groupBy(db, spec.collection, spec.ownerField).get(owner)?.length ?? 0);
