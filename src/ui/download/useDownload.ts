import { useState } from 'react';
import { useNotify } from 'react-admin';

/** A download a button starts: busy while it runs, a failure notified in the caller's words. */
export const useDownload = (run: () => Promise<unknown>, failureText: (error: unknown) => string) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
};
