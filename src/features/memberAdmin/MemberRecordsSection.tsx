/**
 * The three record tables of one member for staff (employment, academic, professional): the members
 * feature's MemberRecordTables with the Status column, the evidence PDF of each row, and the
 * caller's row extras (approve / reject). The one place the staff pages pick their record tables.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { MemberRecordTables, type MemberRecordTablesProps, type RecordKind } from '../../ui/MemberRecordTables';
import { FileDownloadButton, filePath } from '../../ui/download/FileDownloadButton';

interface Props {
  userId: number;
  /** Staff add records for the member (admin endpoints) and delete them. */
  editable?: boolean;
  rowExtras?: (kind: RecordKind, row: RaRecord) => ReactNode;
  /** Other declarations of the lists (an applicant's application records). */
  sources?: MemberRecordTablesProps['sources'];
}

const evidenceOf = (row: RaRecord) =>
  row.fileId ? <FileDownloadButton compact path={filePath(row.fileId)} fileName={String(row.fileName ?? 'document.pdf')} /> : null;

export const MemberRecordsSection = ({ userId, editable, rowExtras, sources }: Props) => (
  <MemberRecordTables
    owner={{ userId }}
    sources={sources}
    showStatus
    editable={editable}
    rowExtras={(kind, row) => (
      <>
        {evidenceOf(row)}
        {rowExtras?.(kind, row)}
      </>
    )}
  />
);
