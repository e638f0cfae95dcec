import { BrowserRouter } from 'react-router-dom';
import AdminApp from './AdminApp';
import { LocationRelay } from '../routing/location/LocationRelay';

/**
 * What the entry's gate lazy-loads for a signed-in user: the react-admin shell in the browser's router. The
 * public pages go without react-router; LocationRelay tells the gate where react-router went (e.g. logout).
 */
const SignedInApp = () => (
  <BrowserRouter>
    <LocationRelay />
    <AdminApp />
  </BrowserRouter>
);

export default SignedInApp;
