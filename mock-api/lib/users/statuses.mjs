// Record status names (spec §4: 1 Pending, 2 Approved, 16 Reject) as the userStatuses table has them.
import { RECORD_STATUS } from '../constants.mjs';

const FALLBACK_NAMES = { [RECORD_STATUS.PENDING]: 'Pending', [RECORD_STATUS.APPROVED]: 'Approved', [RECORD_STATUS.REJECT]: 'Reject' };

/** [{statusCode, statusName}] in code order (GET usermanagement/alluserstatus). */
export const statusList = (db) =>
  (db.get('userStatuses').value() ?? [])
    .map(({ statusCode, statusName }) => ({ statusCode, statusName }))
    .sort((a, b) => a.statusCode - b.statusCode);

export const statusNameOf = (db, code) => statusList(db).find((row) => row.statusCode === code)?.statusName ?? FALLBACK_NAMES[code] ?? '';

/** The record status a request names (number, numeric text, or a {value} object), or undefined. */
export const statusCodeFrom = (value) => {
  const raw = value !== null && typeof value === 'object' ? value.value : value;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return Object.values(RECORD_STATUS).includes(code) ? code : undefined;
};
