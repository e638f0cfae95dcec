import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the page scrolls to the top on each location change. */
export const ScrollToTop = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
};
