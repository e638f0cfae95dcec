import { useEffect, useRef, useState } from 'react';
import { login } from '../../providers/authProvider';
import { useRoutePreloader } from '../../routing/routePreloader';
import { BAD_CREDENTIALS_MS, LOGIN_MIN_PROGRESS_MS, wait } from './loginTiming';
import { loginFailureText } from './loginFailureText';

export interface LoginSubmit {
  inProgress: boolean;
  /** The failure text while the bad-credentials flag is up; null otherwise. */
  failure: string | null;
  /** `remember`: "Save Credentials" ticked. */
  submit: (email: string, password: string, remember?: boolean) => Promise<void>;
}

/**
 * Spec §4 login states: in progress for at least 2000 ms, then either the landing page (navigate and
 * reload) or a failure text that clears after 3000 ms.
 */
export const useLoginSubmit = (): LoginSubmit => {
  const [inProgress, setInProgress] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preloadRoute = useRoutePreloader();
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const submit = async (email: string, password: string, remember = false) => {
    clearTimeout(clearTimer.current);
    setFailure(null);
    setInProgress(true);
    // Signed in, the spinner still has most of its 2 s to run: the landing page's files download meanwhile, so
    // the reload into it finds them in the browser's cache.
    const signIn = login(email, password, remember).then((signedIn) => {
      preloadRoute(signedIn.landingPath, { authenticated: true });
      return signedIn;
    });
    const [outcome] = await Promise.allSettled([signIn, wait(LOGIN_MIN_PROGRESS_MS)]);
    setInProgress(false);
    if (outcome.status === 'fulfilled') {
      window.location.assign(outcome.value.landingPath);
      return;
    }
    const reason: unknown = outcome.reason;
    setFailure(loginFailureText(reason instanceof Error ? reason.message : undefined));
    clearTimer.current = setTimeout(() => setFailure(null), BAD_CREDENTIALS_MS);
  };

  return { inProgress, failure, submit };
};
