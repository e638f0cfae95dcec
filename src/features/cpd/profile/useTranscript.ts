/** The "CPD transcript" download of one CPD year: busy while the server builds it, a failure kept to be shown. */
import { useApiCall } from '../../../ui/useApiCall';
import { downloadTranscript } from './cpdProfileApi';

export const useTranscript = (userId: number, year: number | undefined) => {
  // the card says the transcript failed in its own words, so the failure is kept, not toasted
  const { run, busy, failure } = useApiCall((shownYear: number) => downloadTranscript(userId, shownYear), { failureIn: 'page' });
  const download = async () => {
    if (year !== undefined) await run(year);
  };
  return { busy, failed: failure !== null, download };
};
