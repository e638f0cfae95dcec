// Hands out file ids for seeded evidence in order, so records and change requests can name their PDFs.
import { seedFileRow } from './uploads.mjs';

/** File ids from firstFileId (a larger seed's extra rows have a registry of their own, after the default's files). */
export function evidenceRegistry(firstFileId = 1) {
  const rows = [];
  return {
    /** Adds a files row and returns the record's { fileId, fileName }. */
    add(kind, ownerUserId, originalName, createdAt) {
      const row = seedFileRow(firstFileId + rows.length, { kind, ownerUserId, originalName, createdAt });
      rows.push(row);
      return { fileId: row.fileId, fileName: row.originalName };
    },
    rows: () => rows,
  };
}
