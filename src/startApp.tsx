import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp';

/**
 * Renders the app into the page's #root (React, MUI and the entry's gate: the part every page needs). The first
 * render is a transition: React then yields to the browser every few milliseconds instead of building the whole
 * page (MUI's styles with it) in one long task, which on a phone's slower CPU held off taps and scrolling for a
 * few hundred ms (Lighthouse's total blocking time, npm run bench).
 */
export const startApp = (container: HTMLElement): void => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <PublicApp />
      </StrictMode>,
    ),
  );
};
