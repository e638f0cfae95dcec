// The mock API as an express app (json-server 0.17 as a module): institute routes first, then the
// generic router, sharing one lowdb whose every write is persisted atomically to dataDir/db.json.
import jsonServer from 'json-server';
import { readConfig } from './lib/config.mjs';
import { ensureCollections, loadState, persistWrites } from './lib/store.mjs';
import { makeAuthGuards } from './lib/auth-guards.mjs';
import { activityLogger } from './lib/activity.mjs';
import { errorHandler, notFoundHandler } from './lib/errors.mjs';
import { instituteRoutes } from './routes/index.mjs';
import { genericRoutes } from './routes/generic.mjs';

/**
 * @param {{ dataDir: string, now?: () => number | Date, env?: Record<string, string | undefined>, log?: Pick<Console, 'error'> }} options
 * @returns {{ app: import('express').Express, db: object, close: () => void }}
 */
export function createApp({ dataDir, now = Date.now, env = process.env, log = console }) {
  if (!dataDir) throw new Error('createApp needs a dataDir');
  const config = readConfig(env);
  const jsonRouter = jsonServer.router(loadState(dataDir));
  const db = jsonRouter.db;
  persistWrites(db, dataDir);
  ensureCollections(db);
  const ctx = { db, config, now: () => Number(now()), log };
  ctx.guards = makeAuthGuards(ctx);
  ctx.logs = activityLogger(ctx);

  const app = jsonServer.create();
  app.use(jsonServer.defaults({ noCors: false, logger: config.log }));
  app.use(jsonServer.bodyParser);
  app.use('/api', instituteRoutes(ctx));
  app.use('/api', genericRoutes(ctx, jsonRouter));
  app.use(notFoundHandler);
  app.use(errorHandler(log));

  // Writes are synchronous, so there is nothing to flush; kept so callers can shut down uniformly.
  const close = () => {};
  return { app, db, close };
}
