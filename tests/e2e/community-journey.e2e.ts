import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUrl, browserForFile, DEMO, newPage, pageErrors, signedInPage } from './support/browser';
import { chooseOption, confirm, newestMail } from './support/admin';

/**
 * Events, transfers, news and minutes end to end, in Chromium against the real mock API: a visitor reads the
 * public events page without react-admin; a member (user06) asks to move chapter, the admin dashboard counts one more transfer and the
 * administrator approves it (both sides mailed); the administrator creates an event that ran yesterday,
 * registers member M0001 and marks attendance, and M0001's CPD hours grow by the event's hours; news posted by
 * the administrator shows on the member's dashboard; the admin dashboard's counts equal the API's lists.
 */
const session = browserForFile();

const MOVER = { email: 'user06@example.org', password: 'User@123' };
const ADMIN_ACCOUNT = { email: DEMO.admin.email, password: DEMO.admin.password };
const EVENT = { title: `Bridge inspection workshop ${Date.now() % 100000}`, venue: 'Institute auditorium, Colombo 07', hours: 3 };
const NEWS = { title: `Council elections ${Date.now() % 100000}`, body: 'Nominations for the 2027 council open on 1 December.' };

const two = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:MM' of yesterday in Sri Lanka (UTC+05:30), as the event form takes it. */
const yesterdayAt = (time: string) => {
  const colombo = new Date(Date.now() + 5.5 * 3600_000 - 24 * 3600_000);
  return `${colombo.getUTCFullYear()}-${two(colombo.getUTCMonth() + 1)}-${two(colombo.getUTCDate())} ${time}`;
};

const signIn = (email: string, password: string, path?: string): Promise<Page> => signedInPage(session.browser, email, password, path);

/** The signed-in page's bearer token (the app keeps it in sessionStorage under 'auth', spec §3). */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('auth'));

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${apiUrl()}/${path}`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The number in the "N waiting" chip of an approval queue on the admin dashboard. */
async function waiting(page: Page, queue: string): Promise<number> {
  const link = page.getByRole('link').filter({ hasText: queue });
  const chip = await link.getByText(/^\d+ waiting$/).textContent();
  return Number(chip?.split(' ')[0]);
}

/** "<done> of <required> hours" on the CPD card of the member dashboard the page shows. */
async function cpdHoursDone(page: Page): Promise<number> {
  const line = await page.getByText(/^[\d.]+ of [\d.]+ hours$/).textContent();
  return Number(line?.split(' ')[0]);
}

let admin: Page;
let member: Page;
/** The chapter the member asks to join (any but their own). */
let target = 'Kandy';
/** The member's request as the API lists it. */
let request: { memberNo: string; memberName: string };

describe('events, transfers, news and dashboards', () => {
  it('a visitor sees the upcoming events on /events without react-admin being loaded', async () => {
    const page = await newPage(session.browser);
    const scripts: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/events', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    // the seed's upcoming events, each with its date, venue, CPD hours and fee
    const cards = page.getByRole('article');
    // the cards render as a transition after the events arrive: on a busy machine after the network goes idle
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/CPD hours?$|No CPD hours/).count()).toBeGreaterThan(0);
    await page.getByText(/^(Free|LKR [\d,]+\.\d{2})$/).first().waitFor();
    expect(scripts.some((name) => /AdminApp|declare|ResourceScreen/.test(name))).toBe(false);
    expect((await Promise.all(bodies)).some((body) => body.includes('ra.action.'))).toBe(false);
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  it('a member asks to move to another chapter; the admin dashboard counts one more transfer', async () => {
    admin = await signIn(ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    await admin.getByRole('heading', { name: 'Pending approvals' }).waitFor();
    const before = await waiting(admin, 'Chapter transfers');

    member = await signIn(MOVER.email, MOVER.password, '/member/member-transfer');
    const own = await apiGet<{ currentChapter: { name: string } | null }>(member, 'usermanagement/member-transfers?page=1&perPage=1');
    target = own.currentChapter?.name === 'Kandy' ? 'Galle' : 'Kandy';
    await member.getByText('Your chapter').first().waitFor();
    await member.getByRole('combobox', { name: 'New chapter' }).click();
    await member.getByRole('option', { name: new RegExp(`^${target} \\(`) }).click();
    await member.getByLabel('Reason').fill(`I have moved to ${target} for a new post with the Provincial Council.`);
    await member.getByRole('button', { name: 'Send request' }).click();
    await member.getByText('Your transfer request has been submitted for approval').first().waitFor();
    await member.getByText('Your request is waiting for a decision').waitFor();
    [request] = (await apiGet<{ data: { memberNo: string; memberName: string }[] }>(member, 'usermanagement/member-transfers?page=1&perPage=1')).data;
    expect(pageErrors.get(member)).toEqual([]);

    await admin.reload();
    await admin.getByRole('heading', { name: 'Pending approvals' }).waitFor();
    await expect.poll(() => waiting(admin, 'Chapter transfers')).toBe(before + 1);
  });

  it('the administrator approves it with a comment; the member and the chapters are mailed', async () => {
    await admin.getByRole('link').filter({ hasText: 'Chapter transfers' }).click();
    await admin.waitForURL('**/member/member-transfer-approval');
    const row = admin.getByRole('row').filter({ hasText: request.memberNo }).filter({ hasText: 'Pending' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Decide transfer request' });
    await dialog.getByLabel('Comment').fill(`Welcome to the ${target} chapter.`);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm(admin, 'Approve it!');
    await admin.getByText('Transfer approved; the member now belongs to the new chapter').first().waitFor();
    const mail = await newestMail(MOVER.email, 'Chapter transfer approved');
    expect(mail.body).toContain(`You now belong to the ${target} chapter.`);
    // and the chapter the member joins (the one they leave is mailed the same way)
    const chapterMail = await newestMail(`${target.toLowerCase()}.chapter@example.org`, `Member transfer approved: ${request.memberNo} ${request.memberName}`);
    expect(chapterMail.body).toContain('Please welcome the member to your chapter.');
    expect(pageErrors.get(admin)).toEqual([]);

    await member.reload();
    const now = await apiGet<{ currentChapter: { name: string } }>(member, 'usermanagement/member-transfers?page=1&perPage=1');
    expect(now.currentChapter.name).toBe(target);
  });

  it('the administrator creates an event held yesterday, registers M0001 and marks attendance; the CPD hours grow by 3', async () => {
    const hoursPage = await signIn(DEMO.member.email, DEMO.member.password, '/member/member-dashboard');
    const before = await cpdHoursDone(hoursPage);

    await admin.goto('/member/event-creation');
    await admin.getByRole('button', { name: 'Add Event' }).click();
    const form = admin.getByRole('dialog', { name: 'Add Event' });
    await form.getByLabel('Title', { exact: true }).fill(EVENT.title);
    await chooseOption(admin, form, 'Type', 'Workshop');
    await form.getByLabel('Venue').fill(EVENT.venue);
    await form.getByLabel('Starts').fill(yesterdayAt('09:00'));
    await form.getByLabel('Ends').fill(yesterdayAt('17:00'));
    await form.getByLabel('CPD hours').fill(String(EVENT.hours));
    await form.getByLabel('Fee').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(admin, 'Yes');
    await admin.getByText('Event has been saved successfully').first().waitFor();

    await admin.goto('/member/event-assign');
    await admin.getByRole('combobox', { name: 'Event' }).click();
    await admin.getByRole('option', { name: new RegExp(EVENT.title) }).click();
    await admin.getByRole('heading', { name: 'Register a member' }).waitFor();
    const search = admin.getByRole('combobox', { name: 'Member number or name' });
    await search.fill('M0001');
    await admin.getByRole('option', { name: /^M0001 / }).click();
    await admin.getByRole('button', { name: 'Register', exact: true }).click();
    await admin.getByText('Member has been registered for the event').first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'M0001' });
    await row.getByRole('button', { name: 'Mark attended' }).click();
    await admin.getByText('Attendance has been marked and the CPD hours credited').first().waitFor();
    expect(pageErrors.get(admin)).toEqual([]);

    await hoursPage.reload();
    expect(await cpdHoursDone(hoursPage)).toBe(before + EVENT.hours);
    await hoursPage.close();
  });

  it('news posted by the administrator shows on the member dashboard', async () => {
    await admin.goto('/member/news-feed');
    await admin.getByRole('button', { name: 'Post news' }).click();
    const form = admin.getByRole('dialog');
    await form.getByLabel('Title', { exact: true }).fill(NEWS.title);
    await chooseOption(admin, form, 'Audience', 'Members');
    await form.getByLabel('News text').fill(NEWS.body);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(admin, 'Yes');
    await admin.getByText('News has been published').first().waitFor();

    await member.goto('/member/member-dashboard');
    await member.getByRole('heading', { name: 'Latest news' }).waitFor();
    await member.getByText(NEWS.title).waitFor();
    expect(pageErrors.get(member)).toEqual([]);
  });

  it("the admin dashboard's counts equal the API's lists", async () => {
    await admin.goto('/member/admin-dashboard');
    await admin.getByRole('heading', { name: 'Pending approvals' }).waitFor();
    const pending = await apiGet<{ total: number }>(admin, 'usermanagement/member-transfers?status=1&page=1&perPage=1');
    expect(await waiting(admin, 'Chapter transfers')).toBe(pending.total);
    // the event created above ran yesterday: not upcoming, so the figure is the public page's list
    const upcoming = await apiGet<{ total: number }>(admin, 'event/public-events?page=1&perPage=1');
    const figure = admin.getByRole('article', { name: 'Upcoming events' }).locator('p').first();
    expect(Number(await figure.textContent())).toBe(upcoming.total);
    expect(pageErrors.get(admin)).toEqual([]);
  });
});
