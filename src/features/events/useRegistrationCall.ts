/**
 * One call of the Event Assignment screen (register, mark or clear attendance): busy while it runs, the
 * server's words (or `fallback`) as a success toast, the registrations list refreshed, a refusal's words shown.
 */
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { useToast } from '../../framework/screens/useToast';
import { errorMessage } from '../../framework/errorMessage';

export function useRegistrationCall() {
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<string | undefined | null>, fallback?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const words = (await call()) || fallback;
      if (words) toast(words, 'success');
      refresh();
      return true;
    } catch (error) {
      toast(errorMessage(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
