// `npm run serve`: the portal for a demo or small production host. The built app (built first when dist/ is
// missing or was built from other sources) and the API on one port, PORT (default 8080) on HOST (default 127.0.0.1:
// a reverse proxy on the same host adds TLS), with NODE_ENV=production: no development secret or sandbox.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../mock-api/lib/auth/jwt-secret.mjs';
import { dataDirFrom } from '../mock-api/lib/storage/paths.mjs';
import { staleReason } from './lib/build-stamp.mjs';
import { refusalText, secretProblems } from './lib/production-secrets.mjs';

const COMMAND = 'npm run serve';
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
// express reads NODE_ENV when an app is made (its error pages leave out stack traces in production).
process.env.NODE_ENV = 'production';
const env = process.env;

const refuse = (text) => {
  console.error(text);
  process.exit(1);
};

const problems = secretProblems(env);
if (problems.length > 0) refuse(refusalText(COMMAND, problems));
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) refuse(`${COMMAND}: not started. PORT must be a port number, not "${env.PORT}".`);
const host = env.HOST || '127.0.0.1';
const dataDir = dataDirFrom(env);
// The API and the server are loaded once the secrets are known to be there: a refusal comes at once.
const { createApp } = await import('../mock-api/app.mjs');
const { createPortalServer } = await import('./lib/portal-server.mjs');
// The API is made before the build, so whatever it refuses in production (the demo data among it) is refused
// before a build is spent on it.
const firstStart = !existsSync(path.join(dataDir, 'db.json'));
let api;
try {
  api = createApp({ dataDir, env, timers: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(`${COMMAND}: not started. ${error.message}`);
}

const stale = staleReason({ root, outDir: distDir, env });
if (stale) {
  if (!existsSync(path.join(root, 'node_modules/vite'))) {
    refuse(`${COMMAND}: not started. The app must be built (${stale}) and the build needs the development packages: run \`npm ci\` (without --omit=dev).`);
  }
  console.log(`Building the app: ${stale}.`);
  // npm_execpath: the npm (or other package manager) that runs this script; `npm` when started directly.
  const npm = env.npm_execpath ? [process.execPath, env.npm_execpath] : ['npm'];
  const build = spawnSync(npm[0], [...npm.slice(1), 'run', 'build', '--', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' && !env.npm_execpath });
  if (build.status !== 0) {
    api.close();
    refuse(`${COMMAND}: not started. The build failed.`);
  }
}

const server = createPortalServer({ apiApp: api.app, distDir, env }).listen(port, host, () => {
  const { port: actualPort } = server.address();
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  console.log(`
  Institute membership portal (NODE_ENV=production)
  App and API: http://${shown}:${actualPort}  (API under /api)
  Data: ${dataDir}${firstStart ? '  (first start: the demo seed was written, as PORTAL_DEMO=1 asks)' : ''}
  Mail outbox: Settings > Mail Outbox as an administrator  (every e-mail the portal would send; nothing is sent)
  Stop: Ctrl+C
`);
});
// Longer than a browser's or a proxy's idle keep-alive, so the server never closes a socket a client is about to reuse.
server.keepAliveTimeout = 65_000;
server.on('error', (error) => refuse(`${COMMAND}: could not listen on ${host}:${port}: ${error.message}`));

/** Requests under way get a moment to finish; open event streams are then cut. The API folds its journal into db.json. */
const GRACE_MS = 2_000;
let stopping = false;
const stop = () => {
  if (stopping) return server.closeAllConnections();
  stopping = true;
  server.close(() => {
    api.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), GRACE_MS).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('unhandledRejection', (error) => console.error('[serve] unhandled rejection:', error));
