// `npm run api`: the mock API on MOCK_API_HOST:MOCK_API_PORT (default 127.0.0.1:3001) with data in
// MOCK_API_DATA_DIR (default mock-api/data).
import { createApp } from './app.mjs';
import { dataDirFrom } from './lib/storage/paths.mjs';
import { ConfigError } from './lib/auth/jwt-secret.mjs';
import { GATEWAY } from './lib/payments/gateway-config.mjs';

const port = Number(process.env.MOCK_API_PORT ?? 3001);
const host = process.env.MOCK_API_HOST ?? '127.0.0.1';
const dataDir = dataDirFrom(process.env);

let api;
try {
  api = createApp({ dataDir, env: process.env, timers: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Mock API not started: ${error.message}`);
  process.exit(1);
}

const server = api.app.listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}/api (data: ${dataDir})`);
  if (!process.env.JWT_SECRET) console.log(`Tokens are signed with a random secret kept in ${dataDir}/jwt-secret; set JWT_SECRET to choose one.`);
  const { gateway } = api.config;
  console.log(gateway.gateway === GATEWAY.SANDBOX ? `Card payments go to the built-in sandbox (/api/payment-sandbox/checkout)${process.env.PAYMENT_MERCHANT_SECRET ? '' : `, signed with a random merchant secret kept in ${dataDir}/payment-merchant-secret`}.` : `Card payments go to ${gateway.checkoutUrl}.`);
});
// Longer than a browser's or a proxy's idle keep-alive, so the server never closes a socket a client is about to reuse.
server.keepAliveTimeout = 65_000;
server.on('error', (error) => {
  console.error(`Mock API could not start on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

const stop = () => server.close(() => {
  api.close();
  process.exit(0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('unhandledRejection', (error) => console.error('[mock-api] unhandled rejection:', error));
