/**
 * The three record tables of a member (Employment, Academic Qualification, Professional Membership),
 * each a declared EmbeddedList: the member's own (self) or a looked-up member's (staff variant, the
 * user id in the list path and in each created record). `editable` adds the Add buttons with their
 * dialogs and the delete action (a member deletes only Pending or Rejected rows); `rowExtras` is a
 * staff page's slot for more buttons per row (approve / reject); `sources` swaps in other
 * declarations of the same lists (an applicant's, over the application endpoints).
 */
import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { EmbeddedList, listVariant, type AnyResource, type RowAction } from '../framework';
import { msg } from '../i18n/keys';
import { academic, academicStaff, employment, employmentStaff, professional, professionalStaff } from '../../resources/memberRecords';

export type RecordKind = 'employment' | 'academic' | 'professional';
export const RECORD_KINDS: readonly RecordKind[] = ['employment', 'academic', 'professional'];

export type RecordOwner = 'self' | { userId: number };

export interface MemberRecordTablesProps {
  owner: RecordOwner;
  /** Add buttons (with the Work Experience / Academic / Professional dialogs) and row delete. */
  editable?: boolean;
  /** The Status badge column. */
  showStatus?: boolean;
  /** More buttons of a row (e.g. staff approve / reject). */
  rowExtras?: (kind: RecordKind, record: RaRecord) => ReactNode;
  /** Only these tables (default all three, in the spec's order). */
  kinds?: readonly RecordKind[];
  /** A table's row actions other than editable's delete (the application screen edits employment rows). */
  rowActions?: Partial<Record<RecordKind, readonly RowAction[]>>;
  /** A table's add button label (default 'Add'). */
  addLabels?: Partial<Record<RecordKind, string>>;
  /** Other declarations of the three lists (e.g. an application's, read-only) instead of the member's. */
  sources?: Readonly<Record<RecordKind, AnyResource>>;
}

const DECLARATIONS: Record<RecordKind, { own: AnyResource; staff: AnyResource }> = {
  employment: { own: employment, staff: employmentStaff },
  academic: { own: academic, staff: academicStaff },
  professional: { own: professional, staff: professionalStaff },
};

/** The declaration as these tables show it: owner's endpoints, status column and actions as asked. */
export const tableResource = (
  kind: RecordKind,
  owner: RecordOwner,
  editable: boolean,
  showStatus: boolean,
  rowActions: readonly RowAction[] = ['delete'],
  sources?: MemberRecordTablesProps['sources'],
): AnyResource => {
  const { own, staff } = DECLARATIONS[kind];
  return listVariant(sources?.[kind] ?? (owner === 'self' ? own : staff), {
    hideColumns: showStatus ? [] : ['status'],
    rowActions: editable ? rowActions : [],
    canCreate: editable,
  });
};

const RecordTable = ({ kind, owner, editable = false, showStatus = false, rowExtras, rowActions, addLabels, sources }: MemberRecordTablesProps & { kind: RecordKind }) => {
  const userId = owner === 'self' ? undefined : owner.userId;
  const actions = rowActions?.[kind];
  const resource = useMemo(
    () => tableResource(kind, userId === undefined ? 'self' : { userId }, editable, showStatus, actions, sources),
    [kind, userId, editable, showStatus, actions, sources],
  );
  const scope = useMemo(() => (userId === undefined ? undefined : { userId }), [userId]);
  const extras = useMemo(() => rowExtras && ((record: RaRecord) => rowExtras(kind, record)), [rowExtras, kind]);
  return <EmbeddedList resource={resource} scope={scope} addLabel={addLabels?.[kind] ?? msg('memberRecords.add')} rowExtras={extras} />;
};

export const MemberRecordTables = ({ kinds = RECORD_KINDS, ...props }: MemberRecordTablesProps) => (
  <Stack spacing={2}>
    {kinds.map((kind) => (
      <RecordTable key={kind} kind={kind} {...props} />
    ))}
  </Stack>
);
