// The card gateway, safe by default: no merchant secret ships in the repository (a random one is kept beside the
// data, and production must set its own), the sandbox is mounted only where it is the gateway, the sandbox posts
// its notification only to the API's own notify address, and the public gateway endpoints are rate limited, take
// small form bodies only and log a flood of refusals in a bounded number of entries.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { createApp } from '../../mock-api/app.mjs';
import { DEFAULT_RATE_LIMITS, readConfig } from '../../mock-api/lib/config.mjs';
import { requestHash } from '../../mock-api/lib/payments/gateway-checksum.mjs';
import { NOTIFY_TEXT } from '../../mock-api/lib/payments/gateway-notification.mjs';
import { ConfigError } from '../../mock-api/lib/auth/jwt-secret.mjs';
import { tempDataDir } from '../api/helpers.mjs';
import {
  CARDS, MERCHANT_ID, MERCHANT_SECRET, cardForm, orderFor, payingMembers, postForm, signedNotification, startGatewayApi, tokenOfUser, waitFor,
} from '../api/gateway-support.mjs';
import { ENTRIES as PAYMENT_ROUTES, SANDBOX_ONLY } from './matrix/payments-card-gateway.mjs';
import { SECRET, registeredRoutes, routeKey } from './support.mjs';

/** The merchant secret the repository used to ship as the development default: anyone could sign with it. */
const FORMER_DEFAULT_SECRET = 'sandbox-merchant-secret-for-local-development';
const SECRET_FILE = 'payment-merchant-secret';
const NOTIFY = '/api/application/payment-notify';
/** Tests that start an API of their own (reading the seed takes seconds on a busy machine). */
const STARTS_AN_API = 30_000;
const TOO_MANY = { status: 'Too many requests. Please wait a while and try again.', statusCode: '02' };

/** A production deployment pointed at PayHere's own sandbox checkout (on the demo seed, which PORTAL_DEMO=1 allows). */
const PAYHERE = Object.freeze({
  NODE_ENV: 'production',
  PORTAL_DEMO: '1',
  JWT_SECRET: SECRET,
  PAYMENT_MERCHANT_ID: '1211149',
  PAYMENT_MERCHANT_SECRET: 'a-merchant-secret-from-the-payhere-portal',
  PAYMENT_CHECKOUT_URL: 'https://sandbox.payhere.lk/pay/checkout',
  PAYMENT_NOTIFY_URL: 'https://portal.example.lk/api/application/payment-notify',
  PAYMENT_APP_URL: 'https://portal.example.lk',
});

/** Temp data dirs of apps that never start (or of a config read alone), removed at the end. */
const scratch = [];
const scratchDir = () => {
  scratch.push(tempDataDir());
  return scratch.at(-1);
};
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const without = (env, ...names) => Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

/** Sends `count` requests, 10 at a time; answers every response. */
async function flood(count, send) {
  const answers = [];
  for (let start = 0; start < count; start += 10) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, i) => send(start + i)))));
  }
  return answers;
}

/** An HTTP listener of the caller's choice on loopback: it records every request it gets. */
async function startTrap() {
  const hits = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('OK');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { hits, url: `http://127.0.0.1:${server.address().port}/collect`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** A started renewal order of the next seeded payer: { token, fields, logId }. */
async function orderOf(api, payers) {
  const payer = payers.shift();
  const token = tokenOfUser(payer.user);
  const response = await orderFor(api, token, { paymentType: PAYMENT_TYPE.RENEWAL });
  expect(response.body.statusCode, JSON.stringify(response.body)).toBe('00');
  return { token, fields: response.body.fields, logId: response.body.logId, checkoutUrl: response.body.checkoutUrl };
}

const orderRow = (api, logId) => api.db.get('paymentLog').find({ logId }).value();
const refusedEntries = (api) => api.db.get('activityLog').filter({ action: 'refused', entity: 'payment notification' }).value();

describe('the merchant secret is never the repository\'s', () => {
  let api;
  let payers;
  beforeAll(async () => {
    api = await startGatewayApi({ env: { PAYMENT_MERCHANT_SECRET: '' } });
    payers = payingMembers(api);
  });
  afterAll(async () => api.stop());

  it('a notification signed with the former default secret is refused: nothing is paid, nothing extended', async () => {
    const { fields, logId } = await orderOf(api, payers);
    const member = () => api.db.get('members').find({ memberID: orderRow(api, logId).memberID }).value();
    const validBefore = JSON.stringify(member());
    const forged = await postForm(api, NOTIFY, signedNotification(fields, { secret: FORMER_DEFAULT_SECRET }));
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ status: NOTIFY_TEXT.badSignature, statusCode: '05' });
    expect(orderRow(api, logId)).toMatchObject({ state: 'initiated', paymentId: null });
    expect(api.db.get('payments').filter({ orderId: fields.order_id }).value()).toEqual([]);
    expect(JSON.stringify(member())).toBe(validBefore);
  });

  it('without PAYMENT_MERCHANT_SECRET a random secret is made, kept beside the data (owner-only, git-ignored) and reused', async () => {
    const file = path.join(api.dataDir, SECRET_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const kept = readFileSync(file, 'utf8').trim();
    expect(kept.length).toBeGreaterThanOrEqual(48);
    expect(kept).not.toBe(FORMER_DEFAULT_SECRET);
    expect(readConfig({ JWT_SECRET: SECRET }, api.dataDir).gateway.merchantSecret).toBe(kept);
    expect(readFileSync(file, 'utf8').trim()).toBe(kept);
    const other = scratchDir();
    expect(readConfig({ JWT_SECRET: SECRET }, other).gateway.merchantSecret).not.toBe(kept);
    // mock-api/data, the default data dir, is not committed.
    expect(() => execFileSync('git', ['check-ignore', '-q', `mock-api/data/${SECRET_FILE}`], { cwd: path.resolve(import.meta.dirname, '../..') })).not.toThrow();
  });

  it('the API and its sandbox share the kept secret: the order is signed with it and the sandbox\'s notification credits', async () => {
    const { fields, logId } = await orderOf(api, payers);
    const kept = readFileSync(path.join(api.dataDir, SECRET_FILE), 'utf8').trim();
    expect(fields.hash).toBe(requestHash({ merchantId: MERCHANT_ID, orderId: fields.order_id, amount: fields.amount, currency: 'LKR', secret: kept }));
    const pay = await postForm(api, '/api/payment-sandbox/pay', { ...fields, ...cardForm(CARDS.success) });
    expect(pay.status).toBe(303);
    await waitFor(() => orderRow(api, logId).state === 'approved');
  });

  it('NODE_ENV=production refuses to start without PAYMENT_MERCHANT_SECRET, and says what to set', () => {
    const dataDir = scratchDir();
    const start = () => createApp({ dataDir, env: without(PAYHERE, 'PAYMENT_MERCHANT_SECRET') });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('PAYMENT_MERCHANT_SECRET must be set when NODE_ENV=production');
    expect(readdirSync(dataDir)).not.toContain(SECRET_FILE);
  });
});

describe('the sandbox is mounted only where it is the gateway', () => {
  it('production with PayHere configured: no sandbox route (404), and the order goes to the configured checkout', async () => {
    const api = await startGatewayApi({ env: PAYHERE });
    try {
      const keys = registeredRoutes(api.app).map(routeKey);
      expect(keys.filter((key) => key.includes('/payment-sandbox/'))).toEqual([]);
      for (const key of Object.keys(PAYMENT_ROUTES).filter((name) => !SANDBOX_ONLY.includes(name))) expect(keys, key).toContain(key);
      for (const url of ['/api/payment-sandbox/checkout', '/api/payment-sandbox/pay']) {
        expect((await postForm(api, url, { merchant_id: PAYHERE.PAYMENT_MERCHANT_ID })).status, url).toBe(404);
      }
      const { fields, checkoutUrl } = await orderOf(api, payingMembers(api));
      expect(checkoutUrl).toBe(PAYHERE.PAYMENT_CHECKOUT_URL);
      expect(fields).toMatchObject({
        merchant_id: PAYHERE.PAYMENT_MERCHANT_ID,
        notify_url: PAYHERE.PAYMENT_NOTIFY_URL,
        return_url: `${PAYHERE.PAYMENT_APP_URL}/member/memberrenewal?order_id=${fields.order_id}`,
        cancel_url: `${PAYHERE.PAYMENT_APP_URL}/member/memberrenewal?order_id=${fields.order_id}&cancelled=1`,
        currency: 'LKR',
      });
      expect(fields.hash).toBe(requestHash({ merchantId: PAYHERE.PAYMENT_MERCHANT_ID, orderId: fields.order_id, amount: fields.amount, currency: 'LKR', secret: PAYHERE.PAYMENT_MERCHANT_SECRET }));
    } finally {
      await api.stop();
    }
  }, STARTS_AN_API);

  it('production with PAYMENT_GATEWAY=sandbox asked for explicitly: the sandbox is there', async () => {
    const api = await startGatewayApi({ env: { ...without(PAYHERE, 'PAYMENT_CHECKOUT_URL', 'PAYMENT_NOTIFY_URL', 'PAYMENT_APP_URL', 'PAYMENT_MERCHANT_ID'), PAYMENT_GATEWAY: 'sandbox' } });
    try {
      const { fields, checkoutUrl } = await orderOf(api, payingMembers(api));
      expect(checkoutUrl).toBe('payment-sandbox/checkout');
      expect(fields.notify_url).toBe(`${api.base}${NOTIFY}`);
      expect((await postForm(api, '/api/payment-sandbox/checkout', fields)).status).toBe(200);
    } finally {
      await api.stop();
    }
  }, STARTS_AN_API);

  it.each([
    ['no checkout URL (PayHere is the default gateway in production)', without(PAYHERE, 'PAYMENT_CHECKOUT_URL'), /PAYMENT_CHECKOUT_URL must be set.*https:\/\/sandbox\.payhere\.lk\/pay\/checkout.*PAYMENT_GATEWAY=sandbox/],
    ['no notify URL', without(PAYHERE, 'PAYMENT_NOTIFY_URL'), /PAYMENT_NOTIFY_URL must be set.*\/api\/application\/payment-notify/],
    ['no app URL', without(PAYHERE, 'PAYMENT_APP_URL'), /PAYMENT_APP_URL must be set/],
    ['the sandbox\'s merchant id', without(PAYHERE, 'PAYMENT_MERCHANT_ID'), /PAYMENT_MERCHANT_ID must be set/],
    ['a checkout URL that is no web address', { ...PAYHERE, PAYMENT_CHECKOUT_URL: 'javascript:alert(1)' }, /PAYMENT_CHECKOUT_URL must be an absolute http\(s\) URL/],
    ['a gateway it does not know', { ...PAYHERE, PAYMENT_GATEWAY: 'paypal' }, /PAYMENT_GATEWAY must be sandbox or payhere/],
    ['a short merchant secret', { ...PAYHERE, PAYMENT_MERCHANT_SECRET: 'short' }, /PAYMENT_MERCHANT_SECRET must be at least 16 characters long/],
  ])('production refuses to start with %s, and says how to fix it', (label, env, message) => {
    const start = () => createApp({ dataDir: scratchDir(), env });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(message);
  });
});

describe('the sandbox notifies the API\'s own notify address, never one from the request', () => {
  it('a notify_url of the caller\'s choice gets nothing; the API\'s own payment-notify gets the notification', async () => {
    const api = await startGatewayApi();
    const trap = await startTrap();
    try {
      const { fields, logId } = await orderOf(api, payingMembers(api));
      for (const step of ['checkout', 'pay']) {
        const answer = await postForm(api, `/api/payment-sandbox/${step}`, { ...fields, notify_url: trap.url, ...(step === 'pay' ? cardForm(CARDS.success) : {}) });
        expect(answer.status, step).toBeLessThan(400);
      }
      await waitFor(() => orderRow(api, logId).state === 'approved');
      const cancelled = await postForm(api, '/api/payment-sandbox/pay', { ...fields, notify_url: trap.url, action: 'cancel' });
      expect(cancelled.status).toBe(303);
      await waitFor(() => orderRow(api, logId).notifications.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.stop();
      await api.stop();
    }
  }, STARTS_AN_API);

  it('PAYMENT_NOTIFY_URL, when configured, is where the sandbox posts (configuration is the only other target)', async () => {
    const trap = await startTrap();
    const api = await startGatewayApi({ env: { PAYMENT_NOTIFY_URL: trap.url } });
    try {
      const { fields } = await orderOf(api, payingMembers(api));
      expect(fields.notify_url).toBe(trap.url);
      await postForm(api, '/api/payment-sandbox/pay', { ...fields, notify_url: `${api.base}${NOTIFY}`, ...cardForm(CARDS.success) });
      await waitFor(() => trap.hits.length === 1);
      expect(trap.hits).toEqual(['POST /collect']);
    } finally {
      await api.stop();
      await trap.stop();
    }
  }, STARTS_AN_API);
});

describe('rate limits on the public gateway endpoints', () => {
  let api;
  beforeAll(async () => {
    api = await startGatewayApi();
  });
  afterAll(async () => api.stop());

  it('the sandbox (checkout and pay share one budget per address) answers 429 past its limit', async () => {
    const [limit, windowSeconds] = DEFAULT_RATE_LIMITS.paymentSandbox;
    const answers = await flood(limit + 5, (i) => postForm(api, `/api/payment-sandbox/${i % 2 ? 'pay' : 'checkout'}`, { merchant_id: MERCHANT_ID }));
    const refused = answers.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual(TOO_MANY);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0].headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
  }, 60_000);

  it('payment-notify answers 429 past its limit per address', async () => {
    const [limit] = DEFAULT_RATE_LIMITS.paymentNotify;
    const answers = await flood(limit + 5, () => postForm(api, NOTIFY, { order_id: 'ORD-999999' }));
    expect(answers.filter((response) => response.status === 429)).toHaveLength(5);
    expect(answers.filter((response) => response.status === 400)).toHaveLength(limit);
  }, 60_000);

  it('both limits are configurable', async () => {
    const strict = await startGatewayApi({ env: { RATE_LIMIT_PAYMENT_NOTIFY: '2/60', RATE_LIMIT_PAYMENT_SANDBOX: '1/60' } });
    try {
      const notify = await flood(3, () => postForm(strict, NOTIFY, {}));
      expect(notify.map((response) => response.status)).toEqual([400, 400, 429]);
      const sandbox = await flood(2, () => postForm(strict, '/api/payment-sandbox/checkout', {}));
      expect(sandbox.map((response) => response.status)).toEqual([400, 429]);
    } finally {
      await strict.stop();
    }
  }, STARTS_AN_API);
});

describe('a flood of refused notifications costs bounded space', () => {
  let api;
  let payers;
  beforeAll(async () => {
    // Journaling of these entries is checked by the rate-limit flood above; here it would compare the state 2,000 times.
    api = await startGatewayApi({ env: { RATE_LIMIT_PAYMENT_NOTIFY: '100000/60' }, checkJournal: false });
    payers = payingMembers(api);
  });
  afterAll(async () => api.stop());

  it('2,000 refusals of two kinds within a minute are two activity entries, each with its count', async () => {
    const before = refusedEntries(api).length;
    const { fields, logId } = await orderOf(api, payers);
    const answers = await flood(2000, (i) =>
      postForm(api, NOTIFY, i % 2 ? signedNotification({ ...fields, order_id: `ORD-${String(900000 + i)}` }, { secret: FORMER_DEFAULT_SECRET }) : { order_id: fields.order_id }),
    );
    expect(answers.every((response) => response.status === 400)).toBe(true);
    const added = refusedEntries(api).slice(before);
    expect(added).toHaveLength(2);
    const entryOf = (reason) => added.find((entry) => entry.detail.includes(reason));
    expect(entryOf(NOTIFY_TEXT.malformed)).toMatchObject({ count: 1000, username: 'gateway', detail: `${fields.order_id}, status ?: ${NOTIFY_TEXT.malformed} (1000 times within a minute)` });
    expect(entryOf(NOTIFY_TEXT.badSignature)).toMatchObject({ count: 1000, username: 'gateway' });
    expect(entryOf(NOTIFY_TEXT.badSignature).detail).toMatch(/^ORD-9\d{5}, status 2: Invalid md5sig \(1000 times within a minute\)$/);
    // The order keeps only its last refused notifications.
    expect(orderRow(api, logId).notifications.length).toBeLessThanOrEqual(20);
    // A minute later, the same refusal is a new entry again.
    api.later(61_000);
    await postForm(api, NOTIFY, { order_id: fields.order_id });
    expect(refusedEntries(api).slice(before)).toHaveLength(3);
    expect(refusedEntries(api).at(-1)).toMatchObject({ count: 1, detail: `${fields.order_id}, status ?: ${NOTIFY_TEXT.malformed}` });
  }, 120_000);

  it('the body is bounded: a notification over 4 KB answers 413, one that is not a form 415', async () => {
    const before = refusedEntries(api).length;
    const { fields } = await orderOf(api, payers);
    const large = await postForm(api, NOTIFY, { ...signedNotification(fields), custom_1: 'x'.repeat(4096) });
    expect(large.status).toBe(413);
    const json = await api.request.post(NOTIFY).send(signedNotification(fields));
    expect(json.status).toBe(415);
    expect(refusedEntries(api)).toHaveLength(before);
  });
});
