import { useEffect } from 'react';
import { composeTitle } from './pageTitle';

/** Keeps document.title in step with the page being shown. */
export const useDocumentTitle = (pageTitle?: string | null): void => {
  useEffect(() => {
    document.title = composeTitle(pageTitle);
  }, [pageTitle]);
};
