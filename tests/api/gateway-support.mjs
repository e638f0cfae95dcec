// Shared by the gateway tests: a mock API listening on an ephemeral port (the sandbox's notification is a real
// HTTP request to it), tokens of seeded members, the order/checkout/pay calls and an SSE reader over fetch.
import { createServer } from 'node:http';
import supertest from 'supertest';
import { accountProblem } from '../../mock-api/lib/users/accounts.mjs';
import { notificationSignature } from '../../mock-api/lib/payments/gateway-checksum.mjs';
import { quoteOf } from '../../mock-api/lib/payments/payment-quotes.mjs';
import { SECRET, tokenFor } from '../security/support.mjs';
import { startApi } from './helpers.mjs';

export const MERCHANT_ID = '1221149';
export const MERCHANT_SECRET = 'gateway-tests-merchant-secret';
/** A fixed day: the members' dues and the cards' expiry do not depend on the machine's clock. */
export const NOW = Date.parse('2026-03-16T09:30:00.000Z');

/**
 * env: more variables (or '' to leave one out); checkJournal: false for a flood of thousands of writes (the check
 * compares the whole state after each). The API's clock starts at NOW; later(ms) moves it on (refusals of one
 * kind within a minute share a log entry).
 */
export async function startGatewayApi({ env = {}, checkJournal } = {}) {
  let offset = 0;
  const settings = { JWT_SECRET: SECRET, PAYMENT_MERCHANT_ID: MERCHANT_ID, PAYMENT_MERCHANT_SECRET: MERCHANT_SECRET, SANDBOX_NOTIFY_DELAY_MS: '0', ...env };
  const api = startApi({ now: () => NOW + offset, env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== '')), checkJournal });
  const server = createServer(api.app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    ...api,
    base,
    request: supertest(server),
    later: (ms) => {
      offset += ms;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      api.cleanup();
    },
  };
}

const ctxOf = (api) => ({ db: api.db, now: () => NOW });

/** Seeded members who may sign in and owe a renewal they may pay by card now, with their users. */
export function payingMembers(api) {
  return api.db
    .get('members')
    .value()
    .filter((member) => {
      const user = api.db.get('users').find({ userID: member.userid }).value();
      return user && user.userRoleID === 22 && accountProblem(user, NOW) === null && !('problem' in quoteOf(ctxOf(api), member, 'Membership Renewal'));
    })
    .map((member) => ({ member, user: api.db.get('users').find({ userID: member.userid }).value() }));
}

export const renewalQuoteOf = (api, member) => quoteOf(ctxOf(api), member, 'Membership Renewal');
export const tokenOfUser = (user) => tokenFor(user, { now: NOW });

/** POST get-payment-details-for-pg. */
export const orderFor = (api, token, body) =>
  api.request.post('/api/application/get-payment-details-for-pg').set('Authorization', `Bearer ${token}`).send(body);

/** The browser's form post to the sandbox (x-www-form-urlencoded). */
export const postForm = (api, path, fields) => api.request.post(path).type('form').send(new URLSearchParams(fields).toString());

export const CARDS = { success: '4916 2175 0161 1292', declined: '4024 0071 9434 9121', pending: '5307 7321 2553 1191' };
export const cardForm = (number) => ({ cardNumber: number, expiry: '12/30', cvv: '123', cardName: 'Test Payer', action: 'pay' });

/** A notification as the gateway would sign it (override any field; signWith changes what is signed). */
export function signedNotification(order, { statusCode = '2', paymentId = '320000000001', amount = order.amount, currency = 'LKR', merchantId = MERCHANT_ID, secret = MERCHANT_SECRET, ...rest } = {}) {
  return {
    merchant_id: merchantId,
    order_id: order.order_id,
    payment_id: paymentId,
    payhere_amount: amount,
    payhere_currency: currency,
    status_code: statusCode,
    md5sig: notificationSignature({ merchantId, orderId: order.order_id, amount, currency, statusCode, secret }),
    status_message: 'test',
    ...rest,
  };
}

/** Polls until check() is truthy (the notification arrives over HTTP a moment later). */
export async function waitFor(check, { timeoutMs = 4000 } = {}) {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens GET application/events/{logId} with fetch and reads it event by event (null once it ended). */
export async function openStream(api, logId, token) {
  const controller = new AbortController();
  const response = await fetch(`${api.base}/api/application/events/${logId}`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event'), data: JSON.parse(field('data')) };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { response, next, abort: () => controller.abort() };
}
