import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { baseUrl, browserForFile, newPage, pageErrors, signedInPage } from './support/browser';
import { asAdministrator } from './support/admin';
import { documentWidth, PHONE, PHONE_DEVICE } from './support/phone';
// @ts-expect-error plain ESM test helper without types
import { pdfText } from '../api/pdf-text.mjs';
import { pdfQrText } from '../api/pdf-qr.mjs';
import { payWithApprovedCard } from './support/gateway';

/**
 * What a member does for themselves, end to end in Chromium against the real mock API: M0023 (user25, a Member paid up to
 * the end of the year) books a paid event and pays its fee by test card, adds it to a calendar (an .ics in Sri
 * Lanka time with the venue) and subscribes to the private feed of their bookings, receives a renewal reminder
 * (the administrator's schedule gets a step for the days left, and the reminders are run now), downloads the
 * membership card and has it verified by its QR link as a visitor would, and finds each step in the bell, which
 * opens the screen it concerns. Then the same screens on a 375 px phone.
 */
const session = browserForFile();

const MEMBER = { email: 'user25@example.org', password: 'User@123', memberNo: 'M0023' };
const EVENT = { title: 'Seminar on Coastal Protection in the Southern Province', fee: 'LKR 1,500.00', venue: 'Galle Fort Hall, Church Street, Galle' };
const DAY_MS = 86_400_000;
const SRI_LANKA_OFFSET_MS = 330 * 60_000;

let page: Page;
/** The reminder schedule as it was, put back after the journey: the API is shared by the files of this worker. */
let scheduleBefore: Array<{ days: number }> | undefined;

afterAll(async () => {
  if (scheduleBefore) await asAdministrator('PUT', 'renewal-reminders/schedule', { steps: scheduleBefore });
});

const downloaded = async (download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> => {
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

/** The event's card on My Events. */
const eventCard = (on: Page) => on.getByRole('article', { name: EVENT.title });

/** Opens the bell's panel and answers it. */
async function openBell(on: Page) {
  await on.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  return on.getByRole('presentation').filter({ has: on.getByRole('heading', { name: 'Notifications' }) });
}

describe("a member's own services: event booking, calendar, reminder, membership card, notifications", () => {
  it('books a paid event and pays its fee by card; the booking is confirmed', async () => {
    page = await signedInPage(session.browser, MEMBER.email, MEMBER.password);
    await page.getByRole('link', { name: 'Book events' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Events' }).waitFor();
    const card = eventCard(page);
    await card.getByText(EVENT.fee).waitFor();
    await card.getByRole('button', { name: 'Book a seat' }).click();
    await card.getByText(/^Your seat is held until /).waitFor();
    await card.getByRole('button', { name: 'Pay by card' }).click();
    await payWithApprovedCard(page, 'R Fernando', { amount: '1,500.00' });
    await page.waitForURL((url) => url.pathname === '/member/my-events' && url.searchParams.has('order_id'));
    await page.getByText('Payment approved. Thank you.').waitFor({ timeout: 20_000 });
    await eventCard(page).getByText('Booked', { exact: true }).waitFor();
    await eventCard(page).getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'My bookings' }).getByText(EVENT.title).waitFor();
  });

  it('adds the event to a calendar: an .ics in Sri Lanka time with the venue; the private feed holds the booking', async () => {
    const ics = await downloaded(Promise.all([page.waitForEvent('download'), eventCard(page).getByRole('link', { name: 'Add to calendar' }).click()]).then(([d]) => d));
    expect(ics.name).toMatch(/\.ics$/);
    const calendar = ics.bytes.toString('utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR\r\n');
    expect(calendar).toContain('TZID:Asia/Colombo');
    expect(calendar).toContain('DTSTART;TZID=Asia/Colombo:20270320T090000');
    expect(calendar).toContain('LOCATION:Galle Fort Hall\\, Church Street\\, Galle');

    const feed = page.getByRole('textbox', { name: 'Your calendar feed address' });
    await expect.poll(() => feed.inputValue()).toMatch(/\/api\/event\/calendar-feed\/[\w-]+\.ics$/);
    // the address is under the institute's public URL; this test's app serves the same path
    const feedPath = new URL(await feed.inputValue()).pathname;
    const subscribed = await fetch(`${baseUrl()}${feedPath}`);
    expect(subscribed.status).toBe(200);
    const entries = (await subscribed.text()).replace(/\r\n[ \t]/g, '');
    expect(entries).toContain(`SUMMARY:${EVENT.title}`);
    expect(entries).toContain('STATUS:CONFIRMED');
  });

  it('receives a renewal reminder when the schedule reaches the days left', async () => {
    await page.goto('/member/member-dashboard');
    const membership = page.getByRole('region', { name: 'Membership', exact: true });
    await membership.getByText('Valid till').waitFor();
    const [, day, month, year] = /Valid till\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(await membership.innerText()) ?? [];
    expect(year).toBeDefined();
    const today = new Date(Date.now() + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 10);
    const daysLeft = Math.round((Date.parse(`${year}-${month}-${day}`) - Date.parse(today)) / DAY_MS);
    const schedule = await asAdministrator<{ data: { steps: Array<{ days: number }> } }>('GET', 'renewal-reminders/schedule');
    scheduleBefore = schedule.data.steps.map(({ days }) => ({ days }));
    if (!scheduleBefore.some((step) => step.days === -daysLeft)) {
      const steps = [...scheduleBefore.slice(0, 5), { days: -daysLeft }];
      expect((await asAdministrator('PUT', 'renewal-reminders/schedule', { steps })).statusCode).toBe('00');
    }
    const run = await asAdministrator<{ statusCode: string; sent: number }>('POST', 'renewal-reminders/run');
    expect(run.statusCode).toBe('00');
    expect(run.sent).toBeGreaterThan(0);
  });

  it('downloads the membership card; its QR link tells a visitor the card is genuine and the membership current', async () => {
    const card = await downloaded(
      Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your membership card (PDF)' }).click()]).then(([d]) => d),
    );
    expect(card.name).toBe(`${MEMBER.memberNo} Membership card.pdf`);
    expect(pdfText(card.bytes)).toContain(MEMBER.memberNo);
    const link = pdfQrText(card.bytes);
    expect(link).toMatch(/\/verify\/[A-Z2-7]{16}$/);

    const visitor = await newPage(session.browser);
    await visitor.goto(new URL(link!).pathname);
    await visitor.getByText('Genuine membership card').waitFor();
    await visitor.getByText('The membership is current.').waitFor();
    await visitor.getByText(MEMBER.memberNo).waitFor();
    expect(pageErrors.get(visitor)).toEqual([]);
    await visitor.context().close();
  });

  it('finds each step in the bell, newest first, and opening one marks it read and goes to its screen', async () => {
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const unread = async () => Number(/(\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const panel = await openBell(page);
    const items = panel.getByRole('link');
    const booking = items.filter({ hasText: `Booking confirmed: ${EVENT.title}` });
    await booking.waitFor();
    await items.filter({ hasText: 'Payment approved: receipt' }).waitFor();
    await items.filter({ hasText: 'Your membership renewal' }).waitFor();
    // newest first: the reminder came after the booking
    const titles = await items.allInnerTexts();
    expect(titles.findIndex((item) => item.includes('Your membership renewal'))).toBeLessThan(titles.findIndex((item) => item.includes('Booking confirmed')));
    expect(await booking.getAttribute('data-unread')).not.toBeNull();
    await booking.click();
    await page.waitForURL((url) => url.pathname === '/member/my-events');
    // the panel closed: the three came unread, one is read now
    await expect.poll(unread).toBe(2);
    const again = await openBell(page);
    await expect.poll(() => again.getByRole('link').filter({ hasText: `Booking confirmed: ${EVENT.title}` }).getAttribute('data-unread')).toBeNull();
    await page.keyboard.press('Escape');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('on a 375 px phone: My Events with the booking and the bell fit the screen', async () => {
    const phone = await newPage(session.browser, PHONE_DEVICE);
    await phone.goto('/login');
    await phone.getByLabel('E-mail').fill(MEMBER.email);
    await phone.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await phone.keyboard.press('Enter');
    await phone.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await phone.goto('/member/my-events');
    await eventCard(phone).getByText('Booked', { exact: true }).waitFor();
    expect(await documentWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    const panel = await openBell(phone);
    await panel.getByRole('link').first().waitFor();
    const box = (await panel.getByRole('heading', { name: 'Notifications' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await documentWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await phone.screenshot({ path: 'test-results/member-services-375-bell.png' });
    expect(pageErrors.get(phone)).toEqual([]);
    await phone.context().close();
    await page.close();
  });
});
