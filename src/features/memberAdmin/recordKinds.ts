/**
 * The three member record kinds as the staff pages read them (MEMBERS-API.md rows): the admin list
 * call and how one row reads (what, detail, dates, id) whatever its kind's field names.
 */
import type { DecisionKind } from './memberTypes';

export type RecordKind = Exclude<DecisionKind, 'changeRequest'>;
export const RECORD_KINDS: readonly RecordKind[] = ['employment', 'academic', 'professional'];

export type RecordRow = Record<string, unknown> & { status?: number; fileId?: string | null; fileName?: string | null };

interface KindSpec {
  title: 'memberRecords.employmentTitle' | 'memberRecords.academicTitle' | 'memberRecords.professionalTitle';
  list: (userId: number) => string;
  id: string;
  what: string;
  detail: string;
  from: string;
  to: string;
}

export const KIND: Record<RecordKind, KindSpec> = {
  employment: {
    title: 'memberRecords.employmentTitle',
    list: (userId) => `usermanagement/member/workexperienceadmin/${userId}`,
    id: 'employerid', what: 'companyname', detail: 'desgnation', from: 'startdate', to: 'enddate',
  },
  academic: {
    title: 'memberRecords.academicTitle',
    list: (userId) => `usermanagement/member/academicqualification_admin/${userId}`,
    id: 'academicid', what: 'institutename', detail: 'qualificationname', from: 'fromdate', to: 'todate',
  },
  professional: {
    title: 'memberRecords.professionalTitle',
    list: (userId) => `usermanagement/member/professionalmembership__admin/${userId}`,
    id: 'id', what: 'membername', detail: 'grade', from: 'startdate', to: 'enddate',
  },
};

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One row as the staff read it. */
export const readRow = (kind: RecordKind, row: RecordRow) => {
  const spec = KIND[kind];
  return { id: Number(row[spec.id]), what: textOf(row[spec.what]), detail: textOf(row[spec.detail]), from: row[spec.from], to: row[spec.to] };
};
