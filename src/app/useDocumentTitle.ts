import { useEffect } from 'react';
import { composeTitle } from './pageTitle';

/** Keeps document.title in step with the page being shown: its menu item's name, null for "Welcome". */
export const useDocumentTitle = (pageTitle?: string | null): void => {
  useEffect(() => {
    document.title = composeTitle(pageTitle);
  }, [pageTitle]);
};
