import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp';

/** Renders the app into the page's #root (React, MUI and the entry's gate: the part every page needs). */
export const startApp = (container: HTMLElement): void =>
  createRoot(container).render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
