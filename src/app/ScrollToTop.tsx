import { useEffect } from 'react';
import { usePathname, useSearch } from '../routing/location/browserLocation';

/** Spec §2: the page scrolls to the top on each location change. */
export const ScrollToTop = () => {
  const pathname = usePathname();
  const search = useSearch();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
};
