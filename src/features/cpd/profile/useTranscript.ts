/** The "CPD transcript" download of one CPD year: busy while the server builds it, a failure kept to be shown. */
import { useState } from 'react';
import { downloadTranscript } from './cpdProfileApi';

export const useTranscript = (userId: number, year: number | undefined) => {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    if (year === undefined) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadTranscript(userId, year);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, download };
};
