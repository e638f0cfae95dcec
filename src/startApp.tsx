import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp';

const app = (
  <StrictMode>
    <PublicApp />
  </StrictMode>
);

/**
 * Renders the app into the page's #root (React, MUI and the entry's gate: the part every page needs). A page the
 * build rendered to HTML (the entry left it in place: a visitor at its path) is hydrated, so what shows stays; as a
 * transition, so React hydrates in slices between which a phone answers a tap, rather than in one long task.
 */
export const startApp = (container: HTMLElement): void => {
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
};
