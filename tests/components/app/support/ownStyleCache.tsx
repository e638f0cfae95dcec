import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * A render wrapper giving the file's components an emotion cache of their own, and so a style sheet of their own
 * whose rules are in the order this file inserts them, as on a fresh page. For a file that reads the colour an
 * emotion rule gives: jsdom cascades by sheet order, not by specificity, and in the shared module graph the default
 * cache holds each rule where the first file to use it put it (a field's green label, three classes, then lost to
 * its grey default, one class, inserted after it by a later file). Call it once per file.
 */
export const ownStyleCache = () => {
  const cache = createCache({ key: 'own' });
  return ({ children }: { children: ReactNode }) => <CacheProvider value={cache}>{children}</CacheProvider>;
};
