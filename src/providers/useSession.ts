import { useMemo } from 'react';
import { readSession, type Session } from './session';

/** The login session of the admin shell, read once per mount (the page reloads after login). */
export const useSession = (): Session | null => useMemo(() => readSession(), []);
