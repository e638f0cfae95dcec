import { useEffect, useState } from 'react';
import { loadInstituteIdentity, loadedInstituteIdentity, type InstituteIdentity } from './instituteIdentity';

/** The institute's identity; null until this page load's one call has answered. */
export const useInstituteIdentity = (): InstituteIdentity | null => {
  const [identity, setIdentity] = useState(loadedInstituteIdentity);
  useEffect(() => {
    let live = true;
    void loadInstituteIdentity().then((found) => live && setIdentity(found));
    return () => {
      live = false;
    };
  }, []);
  return identity;
};
