/** A row's evidence PDF, downloaded with the member's token (GET usermanagement/files/{fileId}); nothing without one. */
import type { RaRecord } from 'react-admin';
import { FileDownloadButton, filePath } from '../../../ui/download/FileDownloadButton';

interface Evidence {
  fileId: number | string;
  fileName?: string;
}

const evidenceOf = (record: RaRecord): Evidence | null => {
  const evidence = record.evidence as Evidence | null | undefined;
  return evidence?.fileId ? evidence : null;
};

export const EvidenceButton = ({ record }: { record: RaRecord }) => {
  const evidence = evidenceOf(record);
  return evidence ? <FileDownloadButton compact path={filePath(evidence.fileId)} fileName={evidence.fileName || 'evidence.pdf'} /> : null;
};
