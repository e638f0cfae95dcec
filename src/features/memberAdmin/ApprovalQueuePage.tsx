/**
 * /member/approvemember, the approval queue: the declared list of every pending change request and record
 * (resources/memberRecords/approvalQueue: kind filter, member search, the decide modal, bulk approval, export)
 * with this page's own piece, each item's evidence PDF one click away (in its row and in its modal).
 */
import type { RaRecord } from 'react-admin';
import { ResourceListScreen } from '../../framework';
import { approvalQueue } from '../../../resources/memberRecords/approvalQueue';
import { FileDownloadButton, filePath } from '../../ui/download/FileDownloadButton';

const Evidence = ({ record }: { record: RaRecord }) =>
  record.fileId ? <FileDownloadButton path={filePath(record.fileId)} fileName={String(record.fileName || 'evidence.pdf')} compact /> : null;

export const ApprovalQueuePage = () => (
  <ResourceListScreen resource={approvalQueue} rowExtras={(record) => <Evidence record={record} />} editExtras={(record) => <Evidence record={record} />} />
);
