// The institute's routes, mounted under /api before json-server's generic router.
import { Router } from '../lib/router.mjs';
import { authRoutes } from './auth.mjs';
import { globalDetailsRoutes } from './global-details.mjs';
import { passwordRoutes } from './password.mjs';
import { forgotPasswordRoutes } from './forgot-password.mjs';
import { devOutboxRoutes } from './dev-outbox.mjs';
import { lookupRoutes } from './lookups.mjs';

export function instituteRoutes(ctx) {
  const router = Router();
  router.use(authRoutes(ctx));
  router.use(globalDetailsRoutes(ctx));
  router.use(passwordRoutes(ctx));
  // The contract names these at the API root; spec §7 lists them under usermanagement/: serve both.
  const forgotPassword = forgotPasswordRoutes(ctx);
  router.use(forgotPassword);
  router.use('/usermanagement', forgotPassword);
  router.use(lookupRoutes(ctx));
  if (ctx.config.devRoutes) router.use(devOutboxRoutes(ctx));
  return router;
}
