// Development goals (spec §2 Development Goals, §5, §8; issue 11, helper A2).
import { secureRoutes } from '../lib/routes.mjs';

export function cpdGoalRoutes(ctx) {
  const routes = secureRoutes(ctx);
  return routes.router;
}
