// `npm run api`: the mock API on MOCK_API_PORT (default 3001) with data in MOCK_API_DATA_DIR (default mock-api/data).
import { createApp } from './app.mjs';
import { dataDirFrom } from './lib/paths.mjs';
import { DEV_JWT_SECRET } from './lib/config.mjs';

const port = Number(process.env.MOCK_API_PORT ?? 3001);
const dataDir = dataDirFrom(process.env);
const { app, close } = createApp({ dataDir, env: process.env });

const server = app.listen(port, () => {
  console.log(`Mock API listening on http://localhost:${port}/api (data: ${dataDir})`);
  if (!process.env.JWT_SECRET) console.log(`Tokens are signed with the development secret "${DEV_JWT_SECRET}"; set JWT_SECRET elsewhere.`);
});
server.on('error', (error) => {
  console.error(`Mock API could not start on port ${port}: ${error.message}`);
  process.exit(1);
});

const stop = () => server.close(() => {
  close();
  process.exit(0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('unhandledRejection', (error) => console.error('[mock-api] unhandled rejection:', error));
