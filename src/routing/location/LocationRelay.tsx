import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { locationChanged } from './browserLocation';

/**
 * Inside the signed-in shell, react-router moves the location (menu links, logout to /login): the entry's
 * gate and scroll-to-top read the browser's location (./browserLocation.ts) and hear of each move from here.
 */
export const LocationRelay = () => {
  const location = useLocation();
  useEffect(locationChanged, [location]);
  return null;
};
