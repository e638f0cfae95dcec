import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { FileDownloadButton } from '../../ui/download/FileDownloadButton';
import type { DownloadError } from '../../ui/download/downloadFile';

/** spec §8: no CV is a 404 ("The user has not uploaded a CV."); any other failure a malformed one. */
const cvFailure = (error: DownloadError | null) => (error?.status === 404 ? msg('memberAdmin.noCv') : msg('memberAdmin.cvFailed'));

/** A member's or an applicant's CV: `path` is its API path, `fileName` the name it is saved under. */
export const CvDownloadButton = ({ path, fileName }: { path: string; fileName: string }) => {
  const translate = useTranslate();
  return (
    <FileDownloadButton path={path} fileName={fileName} failureText={(e) => translate(cvFailure(e))}>
      {translate(msg('memberAdmin.downloadCv'))}
    </FileDownloadButton>
  );
};
