/**
 * How staff name one member record whatever its kind's field names (mock-api/README.md "Members API contract"): its id
 * for a decision and what it is (company, institute, membership) for the question.
 */
import type { RaRecord } from 'react-admin';
import type { RecordKind } from '../../ui/MemberRecordTables';

const FIELDS: Record<RecordKind, { id: string; what: string }> = {
  employment: { id: 'employerid', what: 'companyname' },
  academic: { id: 'academicid', what: 'institutename' },
  professional: { id: 'id', what: 'membername' },
};

export const readRow = (kind: RecordKind, row: RaRecord) => ({
  id: Number(row[FIELDS[kind].id] ?? row.id),
  what: String(row[FIELDS[kind].what] ?? ''),
});
