// Issue 10 (payments): the card gateway's sandbox, filled in by its owner (see /work/issue10-contract.md).
import { secureRoutes } from '../lib/routes.mjs';

export function sandboxRoutes(ctx) {
  return secureRoutes(ctx).router;
}
