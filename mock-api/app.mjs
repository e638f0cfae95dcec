// The mock API as an express app (json-server 0.17 as a module): institute routes first, then the
// generic router for prototyping collections, sharing one lowdb in memory whose changes are journaled
// (lib/storage/persistence.mjs) before each answer. Every route declares who may call it (lib/http/access.mjs).
import jsonServer from 'json-server';
import { readConfig } from './lib/config.mjs';
import { passwordHasher } from './lib/auth/passwords.mjs';
import { loadSnapshot, replayJournals } from './lib/storage/store.mjs';
import { ensureCollections, writeSeed } from './seed/data-dir.mjs';
import { attachPersistence } from './lib/storage/persistence.mjs';
import { demoAccountsCheck, refuseUnaskedDemoSeed } from './seed/demo-data.mjs';
import { flushBeforeAnswer } from './lib/http/flush-before-answer.mjs';
import { preparePrototypeCollections } from './lib/registry/prototype-collections.mjs';
import { PROTOTYPING_COLLECTIONS } from './prototyping.mjs';
import { PROTOTYPE_SCREENS } from './lib/registry/registry.mjs';
import { makeAuthGuards } from './lib/auth/auth-guards.mjs';
import { activityLogger } from './lib/audit/activity.mjs';
import { loginThrottle } from './lib/auth/login-throttle.mjs';
import { rateLimiters } from './lib/http/rate-limits.mjs';
import { httpDefaults } from './lib/http/http-defaults.mjs';
import { jsonBody } from './lib/http/json-body.mjs';
import { errorHandler, notFoundHandler } from './lib/http/errors.mjs';
import { tieFilesToRecords } from './lib/files/orphan-files.mjs';
import { syncMenus } from './seed/menu-sync.mjs';
import { instituteRoutes } from './routes/index.mjs';
import { genericRoutes } from './routes/generic.mjs';
import { startReminderTimer } from './lib/reminders/reminder-timer.mjs';

/**
 * @param {{ dataDir: string, now?: () => number | Date, env?: Record<string, string | undefined>, log?: Pick<Console, 'error'>,
 *   prototypes?: string[], prototypeScreens?: { collection: string, path: string }[], checkJournal?: boolean, checkContract?: boolean, timers?: boolean }} options
 *   prototypes: the generic router's collections without a screen (default mock-api/prototyping.mjs); prototypeScreens:
 *   those a declared screen prototypes on (default the registry's); checkJournal: report changes a route did not record (on in the API tests);
 *   checkContract: report answers that break their route's contract (lib/contract/answer-check.mjs; on in the API tests);
 *   timers: run the renewal reminders every REMINDER_INTERVAL_MS (the serving processes; tests ask for it)
 * @returns {{ app: import('express').Express, db: object, close: () => void, config: ReturnType<typeof readConfig>, contractProblems: string[], passwords: ReturnType<typeof passwordHasher> }}
 */
export function createApp({ dataDir, now = Date.now, env = process.env, log = console, prototypes, prototypeScreens = PROTOTYPE_SCREENS, checkJournal = process.env.MOCK_API_CHECK_JOURNAL === '1', checkContract = process.env.MOCK_API_CHECK_CONTRACT === '1', timers = false }) {
  if (!dataDir) throw new Error('createApp needs a dataDir');
  const config = readConfig(env, dataDir);
  refuseUnaskedDemoSeed(env, dataDir);
  const snapshot = loadSnapshot(dataDir, { seedWhenMissing: (dir) => writeSeed(dir, { bcryptCost: config.bcryptCost }) });
  const prototypeCollections = preparePrototypeCollections(snapshot.state, [...(prototypes ?? PROTOTYPING_COLLECTIONS), ...prototypeScreens.map((entry) => entry.collection)]);
  const jsonRouter = jsonServer.router(snapshot.state);
  const db = jsonRouter.db;
  // Collections added since the snapshot was written come before the journal, whose changes may name them.
  const added = ensureCollections(db);
  const journalSeq = replayJournals(dataDir, db.getState(), snapshot.journalSeq);
  // After the journal, whose role changes the new menu items' first ticks join.
  const menusChanged = syncMenus(db);
  // On the data as it stands (a password changed since db.json was written is in the journal), before anything is written.
  const demoWarning = demoAccountsCheck(env, db.get('users').value() ?? []);
  if (demoWarning) log.error(demoWarning);
  const persistence = attachPersistence(db, { dataDir, journalSeq, fsync: config.fsync, check: checkJournal, sharedCollections: prototypeCollections, log });
  if (added || menusChanged || journalSeq > Math.max(1, snapshot.journalSeq)) persistence.compactSync();
  const ctx = { db, config, dataDir, now: () => Number(now()), log, passwords: passwordHasher(config.bcryptCost) };
  // Answers that break their contract: reported at once and kept, so a test fails on the call (and at its cleanup).
  const contractProblems = [];
  if (checkContract) {
    ctx.reportContract = (problem) => {
      contractProblems.push(problem);
      log.error(`contract: ${problem}`);
    };
  }
  ctx.guards = makeAuthGuards(ctx);
  ctx.logs = activityLogger(ctx);
  ctx.limits = rateLimiters(config);
  ctx.loginAttempts = loginThrottle(ctx);
  // No stored file outlives its record: a start sweeps what no record names, a removed record takes its files.
  tieFilesToRecords(ctx);

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Answers are never cached (Cache-Control: no-store), so an ETag would be a SHA-1 of every body for nothing.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(flushBeforeAnswer(persistence, log));
  app.use(httpDefaults(config));
  app.use(jsonBody());
  app.use('/api', instituteRoutes(ctx));
  app.use('/api', genericRoutes(ctx, jsonRouter, prototypeCollections, prototypeScreens));
  app.use(notFoundHandler);
  app.use(errorHandler(log));

  const stopTimers = timers ? startReminderTimer(ctx, config.reminderIntervalMs) : () => {};
  // Folds the journal into db.json, so a stopped API leaves one up-to-date file behind.
  const close = () => {
    stopTimers();
    persistence.close();
  };
  return { app, db, close, persistence, config, contractProblems, passwords: ctx.passwords };
}
