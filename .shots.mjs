import { chromium } from 'playwright-core';
import { chromiumPath } from './scripts/lib/chromium.mjs';
const BASE = 'http://localhost:5191';
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const token = await (await fetch(`${BASE}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user05@example.org', password: 'User@123' }) })).json();
const api = (path, init = {}) => fetch(`${BASE}/api/${path}`, { ...init, headers: { 'content-type': 'application/json', Authorization: `Bearer ${token.token}`, ...(init.headers ?? {}) } }).then((r) => r.json());
const mine = await api('event/my-events');
console.log('refusal', mine.refusal, 'upcoming', mine.upcoming.length);
if (mine.bookings.length === 0) {
  const free = mine.upcoming.find((e) => e.feeLkr === 0 && !e.booking && (e.seatsLeft ?? 1) > 0);
  const paid = mine.upcoming.find((e) => e.feeLkr > 0 && !e.booking && (e.seatsLeft ?? 1) > 0);
  if (free) console.log('book free', (await api('event/book', { method: 'POST', body: JSON.stringify({ eventId: free.eventId }) })).message);
  if (paid) console.log('book paid', (await api('event/book', { method: 'POST', body: JSON.stringify({ eventId: paid.eventId }) })).message);
}
for (const [w, h] of [[375, 812], [1366, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${BASE}/events`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/bk-shots/public-${w}.png`, fullPage: false });
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill('user05@example.org');
  await page.getByLabel('Password', { exact: true }).fill('User@123');
  await page.getByRole('button', { name: /sign in|log in|login/i }).first().click();
  await page.waitForURL(/member-dashboard|select-option/, { timeout: 30000 });
  await page.goto(`${BASE}/member/my-events`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/bk-shots/my-events-${w}.png`, fullPage: false });
  await page.screenshot({ path: `/tmp/bk-shots/my-events-${w}-full.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
