/** /param/{entity} (issue 13): the declared master-data screen the path names, else the not-found screen. */
import { useLocation } from 'react-router-dom';
import { NotFoundScreen } from './layout/NotFoundScreen';
import { PrivateRoute } from './PrivateRoute';
import { findRoute } from './routeTable';

export const MasterDataRoute = () => {
  const entry = findRoute(useLocation().pathname);
  return entry ? <PrivateRoute entry={entry} /> : <NotFoundScreen />;
};
