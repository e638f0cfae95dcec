// How much an account may upload: its files together at most UPLOAD_QUOTA_MB (default 50 MB), and at most so many
// records of each kind that carries a file (lib/files/file-uses.mjs). Applicants register themselves, so without these
// one unvetted account could fill the disk. A file counts to the account it belongs to, whoever uploaded it
// (staff adding a member's record use the member's storage); the institute's own documents (meeting minutes)
// count to no one's storage and are bounded by their record limit. lib/files/uploads.mjs storeFile checks it for every
// upload; a refusal is a 4xx whose `limit` says which (the screens show its words as they are).
import { groupBy, indexBy } from '../storage/indexes.mjs';
import { MSG } from '../common-texts.mjs';
import { Refusal } from '../http/errors.mjs';
import { FILES_COLLECTION, fileUse, fileUseOf, recordCountOf } from './file-uses.mjs';

/** Bytes of the account's own files (the institute's documents it uploaded are not its own). */
export function storageUsedBy(db, ownerUserId) {
  let used = 0;
  for (const row of groupBy(db, FILES_COLLECTION, 'ownerUserId').get(ownerUserId) ?? []) {
    if (fileUseOf(db, row.fileId)?.spec.ownerField !== null) used += Number(row.size) || 0;
  }
  return used;
}

const sizeOfFile = (db, fileId, ownerUserId) => {
  const row = Number.isInteger(fileId) ? indexBy(db, FILES_COLLECTION, 'fileId').get(fileId) : undefined;
  return row && row.ownerUserId === ownerUserId ? Number(row.size) || 0 : 0;
};

/**
 * Throws a Refusal when the account has no room for `size` more bytes of the use, or (newRecord) for one more
 * record of it. `replaces`: the file the upload takes the place of, whose bytes are freed by it. `uploaderId`
 * decides the wording: the uploader's own storage, or another account's.
 * @param {{ db: object, config: { uploads: { quotaMb: number, quotaBytes: number } } }} ctx
 * @param {{ use: string, ownerUserId: number, uploaderId?: number, size?: number, newRecord?: boolean, replaces?: number | null }} upload
 */
export function checkRoom(ctx, { use, ownerUserId, uploaderId = ownerUserId, size = 0, newRecord = true, replaces = null }) {
  const spec = fileUse(use);
  const own = uploaderId === ownerUserId;
  if (newRecord && spec.maxRecords !== null && recordCountOf(ctx.db, spec, ownerUserId) >= spec.maxRecords) {
    const text = spec.ownerField === null ? MSG.instituteRecordsAtLimit : own ? MSG.recordsAtLimit : MSG.recordsAtLimitOf;
    throw new Refusal(409, text(spec.maxRecords, spec.noun), { limit: 'records' });
  }
  if (size <= 0 || spec.ownerField === null) return;
  const { quotaMb, quotaBytes } = ctx.config.uploads;
  const used = storageUsedBy(ctx.db, ownerUserId) - sizeOfFile(ctx.db, replaces, ownerUserId);
  if (used + size > quotaBytes) throw new Refusal(413, (own ? MSG.storageFull : MSG.storageFullOf)(quotaMb), { limit: 'storage' });
}
