// The master-data rows (mock-api/seed/master-data/{group}.mjs, each `{ entity: rows }`, gathered by its
// index.mjs) as the API's collections `para_${entity}`, ids as the files give them; json-server's `id` is the same
// number. Every entity of MASTER_DATA gets its collection, an empty one when no file has rows for it. Rows of an
// entity no declaration names are left out (tests/api/para-seed.test.mjs flags them); one entity in two files is
// a mistake (MASTER_SEED would keep only the last): it throws.
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { paraCollection } from '../lib/master-data/para-table.mjs';
import { MASTER_SEED_GROUPS } from './master-data/index.mjs';

/** entity -> seeded rows, over the group files. */
export function masterDataRowsByEntity() {
  const rows = new Map();
  for (const [group, entities] of Object.entries(MASTER_SEED_GROUPS)) {
    for (const [entity, list] of Object.entries(entities)) {
      if (rows.has(entity)) throw new Error(`master-data seed: ${entity} has rows in two files (${group} and another)`);
      rows.set(entity, list);
    }
  }
  return rows;
}

/** { para_<entity>: rows } of every declared entity. */
export function masterDataSeed() {
  const rows = masterDataRowsByEntity();
  return Object.fromEntries(
    MASTER_DATA.map(({ entity, idField }) => [paraCollection(entity), (rows.get(entity) ?? []).map((row) => ({ id: row[idField], ...row }))]),
  );
}
