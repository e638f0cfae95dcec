// CPD settings: the yearly requirement, versioned by CPD year (issue 11, helper A1).
import { secureRoutes } from '../lib/routes.mjs';

export function cpdSettingsRoutes(ctx) {
  const routes = secureRoutes(ctx);
  return routes.router;
}
