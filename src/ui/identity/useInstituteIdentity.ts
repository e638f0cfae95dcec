import { useEffect, useSyncExternalStore } from 'react';
import { loadInstituteIdentity, loadedInstituteIdentity, type InstituteIdentity } from './instituteIdentity';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const announce = () => listeners.forEach((listener) => listener());
/** The HTML made at build time has no identity: a hydrating page starts as it did, then shows the identity. */
const notYetKnown = () => null;

/** The institute's identity; null until this page load's one call has answered. */
export const useInstituteIdentity = (): InstituteIdentity | null => {
  const identity = useSyncExternalStore(subscribe, loadedInstituteIdentity, notYetKnown);
  useEffect(() => {
    void loadInstituteIdentity().then(announce);
  }, []);
  return identity;
};
