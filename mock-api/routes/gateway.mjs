// Issue 10 (payments): filled in by its owner (see /work/issue10-contract.md).
import { secureRoutes } from '../lib/routes.mjs';

export function gatewayRoutes(ctx) {
  return secureRoutes(ctx).router;
}
