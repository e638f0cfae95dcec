// Hands out file ids for seeded evidence in order, so records and change requests can name their PDFs.
import { seedFileRow } from './uploads.mjs';

export function evidenceRegistry() {
  const rows = [];
  return {
    /** Adds a files row and returns the record's { fileId, fileName }. */
    add(kind, ownerUserId, originalName, createdAt) {
      const row = seedFileRow(rows.length + 1, { kind, ownerUserId, originalName, createdAt });
      rows.push(row);
      return { fileId: row.fileId, fileName: row.originalName };
    },
    rows: () => rows,
  };
}
