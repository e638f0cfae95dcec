// `npm start`: the mock API (seeded on first start) and the app's dev server, side by side.
import { startChild, stopChild, waitForPort } from './lib/processes.mjs';

const apiPort = Number(process.env.MOCK_API_PORT ?? 3001);
const appPort = Number(process.env.PORT ?? 5173);

const api = startChild('api', process.execPath, ['mock-api/server.mjs'], { env: { MOCK_API_PORT: String(apiPort) } });
await waitForPort(apiPort);
const app = startChild('app', process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(appPort)], {
  env: { MOCK_API_PORT: String(apiPort) },
});
await waitForPort(appPort);

console.log(`
  Institute membership portal
  App:      http://localhost:${appPort}
  API:      http://localhost:${appPort}/api  (proxied to the mock API on port ${apiPort})
  Mail outbox: sign in as admin@example.org, Settings > Mail Outbox  (every e-mail the API would send)

  Demo logins
    admin@example.org      / Admin@123      (administrator, role 1)
    applicant@example.org  / Applicant@123  (applicant, role 21)
    member@example.org     / Member@123     (member, role 22)

  Reset the data: npm run seed     Stop: Ctrl+C
`);

const shutdown = () => {
  stopChild(app);
  stopChild(api);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of [api, app]) child.on('exit', (code) => code && shutdown());
