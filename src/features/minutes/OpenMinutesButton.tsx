/** A row's "Open": the minutes' PDF fetched with the bearer token (GET upload-minutes/file/{minutesId}) and saved under its name. */
import { useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { FileDownloadButton } from '../../ui/download/FileDownloadButton';

export const minutesFilePath = (minutesId: string | number) => `upload-minutes/file/${encodeURIComponent(String(minutesId))}`;

export const OpenMinutesButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const fileName = typeof record.fileName === 'string' && record.fileName ? record.fileName : 'minutes.pdf';
  return (
    <FileDownloadButton
      compact
      path={minutesFilePath(record.minutesId as number)}
      fileName={fileName}
      label={translate(msg('minutes.open'), { name: fileName })}
      // the server's words when it gave any (e.g. minutes deleted meanwhile), else ours
      failureText={(error) => error?.message || translate(msg('minutes.openFailed'))}
    />
  );
};
