import { useApiCall } from '../useApiCall';

/** A download a button starts: busy while it runs, a failure notified in the caller's words. */
export const useDownload = (run: () => Promise<unknown>, failureText: (error: unknown) => string) => {
  const { run: download, busy } = useApiCall(run, { failure: failureText });
  return { busy, download: () => void download() };
};
