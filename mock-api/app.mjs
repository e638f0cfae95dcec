// The mock API as an express app (json-server 0.17 as a module): institute routes first, then the
// generic router for prototyping collections, sharing one lowdb whose every write is persisted
// atomically to dataDir/db.json. Every route declares who may call it (lib/access.mjs).
import jsonServer from 'json-server';
import { readConfig } from './lib/config.mjs';
import { ensureCollections, loadState, persistWrites } from './lib/store.mjs';
import { preparePrototypeCollections } from './lib/prototype-collections.mjs';
import { makeAuthGuards } from './lib/auth-guards.mjs';
import { activityLogger } from './lib/activity.mjs';
import { loginThrottle } from './lib/login-throttle.mjs';
import { rateLimiters } from './lib/rate-limits.mjs';
import { httpDefaults } from './lib/http-defaults.mjs';
import { jsonBody } from './lib/json-body.mjs';
import { errorHandler, notFoundHandler } from './lib/errors.mjs';
import { instituteRoutes } from './routes/index.mjs';
import { genericRoutes } from './routes/generic.mjs';

/**
 * @param {{ dataDir: string, now?: () => number | Date, env?: Record<string, string | undefined>, log?: Pick<Console, 'error'>,
 *   prototypes?: string[] }} options prototypes: the generic router's collections (default mock-api/prototyping.mjs)
 * @returns {{ app: import('express').Express, db: object, close: () => void }}
 */
export function createApp({ dataDir, now = Date.now, env = process.env, log = console, prototypes }) {
  if (!dataDir) throw new Error('createApp needs a dataDir');
  const config = readConfig(env, dataDir);
  const state = loadState(dataDir);
  const prototypeCollections = preparePrototypeCollections(state, prototypes);
  const jsonRouter = jsonServer.router(state);
  const db = jsonRouter.db;
  persistWrites(db, dataDir);
  ensureCollections(db);
  const ctx = { db, config, dataDir, now: () => Number(now()), log };
  ctx.guards = makeAuthGuards(ctx);
  ctx.logs = activityLogger(ctx);
  ctx.limits = rateLimiters(config);
  ctx.loginAttempts = loginThrottle(ctx);

  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(httpDefaults(config));
  app.use(jsonBody());
  app.use('/api', instituteRoutes(ctx));
  app.use('/api', genericRoutes(ctx, jsonRouter, prototypeCollections));
  app.use(notFoundHandler);
  app.use(errorHandler(log));

  // Writes are synchronous, so there is nothing to flush; kept so callers can shut down uniformly.
  const close = () => {};
  return { app, db, close };
}
