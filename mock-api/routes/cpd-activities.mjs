// CPD activities, the member's CPD summary, transcript and declaration (issue 11, helper A2).
import { secureRoutes } from '../lib/routes.mjs';

export function cpdActivityRoutes(ctx) {
  const routes = secureRoutes(ctx);
  return routes.router;
}
