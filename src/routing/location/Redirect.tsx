import { useEffect } from 'react';
import { navigate } from './browserLocation';

/** Replaces the current location with `to` once rendered (react-router's `<Navigate replace>`). */
export const Redirect = ({ to }: { to: string }) => {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
};
