// No stored file outlives the record that names it. A record removed by any route or rule (a member's delete, a
// CPD credit withdrawn with its event attendance) takes its files with it, unless another record still names
// them; and a start removes what an interrupted process may have left: files rows no record names and bytes in
// the uploads dir no files row names. lib/files/uploads.mjs removes what a request stored but did not record, and
// the routes that replace a record's file remove the one replaced.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { onRemoved, removeWhere } from '../storage/changes.mjs';
import { FILES_COLLECTION, fileIdsNamedBy, fileNamingCollections, isFileNamed, namedFileIds } from './file-uses.mjs';
import { removeStoredFile, uploadsDirOf } from './uploads.mjs';

/** Removes the files rows no record names, then the bytes no files row names; answers how many of each. */
export function sweepUnnamedFiles(ctx) {
  const named = namedFileIds(ctx.db);
  const rows = removeWhere(ctx.db, FILES_COLLECTION, (row) => !named.has(row.fileId));
  const kept = new Set(ctx.db.get(FILES_COLLECTION).value().map((row) => row.storedName));
  const dir = uploadsDirOf(ctx.dataDir);
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const stray = entries.filter((entry) => entry.isFile() && !kept.has(entry.name));
  for (const entry of stray) rmSync(path.join(dir, entry.name), { force: true });
  return { rows: rows.length, files: stray.length };
}

/** At start: the sweep; from then on, a removed record's files go with it. */
export function tieFilesToRecords(ctx) {
  sweepUnnamedFiles(ctx);
  for (const collection of fileNamingCollections()) {
    onRemoved(ctx.db, collection, (records) => {
      for (const fileId of fileIdsNamedBy(collection, records)) if (!isFileNamed(ctx.db, fileId)) removeStoredFile(ctx, fileId);
    });
  }
}
