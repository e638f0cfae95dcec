// Renewal reminders: a schedule of steps in days from the valid-till date, each step mailed once per member and
// valid-till date (never twice, never late in a burst), none to members who paid, are cancelled or owe nothing;
// the mail's words; the schedule's rules on the server; the run's access; the timer in the serving process only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, startApi, tempDataDir, tokenOf } from './helpers.mjs';
import { createApp } from '../../mock-api/app.mjs';
import { readConfig } from '../../mock-api/lib/config.mjs';
import { saveRows } from '../../mock-api/lib/storage/changes.mjs';
import { REMINDER_TEXT } from '../../src/domain/renewalReminderRules.mjs';
import { addRole, addUser, PASSWORD } from '../security/support.mjs';
import { rmSync } from 'node:fs';

/** Noon in Colombo of a Sri Lanka day. */
const noonOf = (day) => Date.parse(`${day}T06:30:00Z`);

/** A mock API whose clock the test moves; tokens are signed again after each move (they expire). */
function startClockedApi(day) {
  const clock = { now: noonOf(day) };
  const api = startApi({ now: () => clock.now });
  return Object.assign(api, {
    moveTo: (to) => (clock.now = noonOf(to)),
    admin: () => tokenOf(api.request, 'admin'),
    run: async () => as(api.request, await tokenOf(api.request, 'admin')).post('/api/renewal-reminders/run'),
    mailsTo: (email) => api.db.get('outbox').value().filter((mail) => mail.to === email),
    sentTo: (memberNo) => api.db.get('remindersSent').value().filter((row) => row.memberNo === memberNo),
    member: (memberNo) => api.db.get('members').find({ memberNo }).value(),
  });
}

// Seeded: M0003 (user05) Active, paid to 2026 (valid till 31/12/2026); M0089 Cancelled, paid to 2026; M0099 an
// Honorary Fellow (owes no subscription).
const PAID_TO_2026 = { memberNo: 'M0003', email: 'user05@example.org' };

describe('a run', () => {
  const api = startClockedApi('2026-12-02');
  afterAll(() => api.cleanup());

  it('sends the step due (30 days before) once, with what the renewal page charges, and records it', async () => {
    const first = await api.run();
    expect(first.body).toMatchObject({ statusCode: '00', sent: expect.any(Number) });
    expect(first.body.sent).toBeGreaterThan(0);
    expect(first.body.status).toBe(`Reminders sent: ${first.body.sent}`);
    const mails = api.mailsTo(PAID_TO_2026.email);
    expect(mails).toHaveLength(1);
    const [sent] = api.sentTo(PAID_TO_2026.memberNo);
    expect(sent).toMatchObject({ step: -30, validTill: '2026-12-31', dueOn: '2026-12-01', outboxId: mails[0].id, sentAt: mails[0].sentAt });

    const again = await api.run();
    expect(again.body.sent).toBe(0);
    expect(api.mailsTo(PAID_TO_2026.email)).toHaveLength(1);
    expect(api.sentTo(PAID_TO_2026.memberNo)).toHaveLength(1);
  });

  it("writes the member's name, the amount and year due, the valid-till day and the renewal page's link", async () => {
    const member = api.member(PAID_TO_2026.memberNo);
    const userToken = (await signin(api.request, PAID_TO_2026.email, 'User@123')).body.token;
    const fee = await as(api.request, userToken).get(`/api/dashboard/getPaymentFee/${member.memberID}`);
    const { year, amount } = fee.body.dues.advance;
    const [mail] = api.mailsTo(PAID_TO_2026.email);
    expect(mail.subject).toBe(REMINDER_TEXT.subject);
    expect(mail.body).toBe([
      `Dear ${member.fullName},`,
      '',
      `Your membership ${member.memberNo} is valid until 31/12/2026.`,
      `Due now: LKR ${amount.toLocaleString('en-US')}.00 (subscription ${year}).`,
      '',
      'Renew online: http://localhost:5173/member/memberrenewal',
      '',
      'If you have paid already, please ignore this reminder.',
    ].join('\n'));
  });

  it('sends none to a cancelled member, one who owes nothing, or one whose payment awaits approval', async () => {
    expect(api.member('M0089').status).toBe(16);
    expect(api.sentTo('M0089')).toEqual([]);
    expect(api.member('M0099').membertypeid).toBe(5);
    expect(api.sentTo('M0099')).toEqual([]);
    const withPendingPayment = api.db.get('payments').value().find((payment) => payment.status === 1 && api.db.get('members').find({ memberID: payment.memberID, lastRenewalYear: 2026, status: 2 }).value());
    if (withPendingPayment) expect(api.db.get('remindersSent').value().filter((row) => row.memberID === withPendingPayment.memberID)).toEqual([]);
  });

  it('sends none once the member has paid: the valid-till date moved on, the next step counts from it', async () => {
    const member = api.db.get('members').find({ memberNo: 'M0005' }).value();
    api.moveTo('2026-11-30');
    saveRows(api.db, 'members', Object.assign(member, { lastRenewalYear: 2027 }));
    api.moveTo('2026-12-26');
    await api.run();
    expect(api.sentTo('M0005').filter((row) => row.validTill === '2026-12-31')).toHaveLength(1); // the -30 of 02/12
    expect(api.sentTo('M0005').filter((row) => row.validTill === '2027-12-31')).toEqual([]);
    const scheduled = await as(api.request, await api.admin()).get('/api/renewal-reminders/scheduled').query({ filterText: 'M0005' });
    expect(scheduled.body.data).toEqual([expect.objectContaining({ memberNo: 'M0005', step: -30, dueOn: '2027-12-01', validTill: '2027-12-31', stepLabel: '30 days before' })]);
  });
});

describe('steps missed and after the valid-till date', () => {
  const api = startClockedApi('2026-12-26');
  afterAll(() => api.cleanup());

  it('skips a step whose next step has come (one mail, the later step), then sends the step after lapsing', async () => {
    await api.run();
    expect(api.sentTo(PAID_TO_2026.memberNo).map((row) => row.step)).toEqual([-7]);
    expect(api.mailsTo(PAID_TO_2026.email)).toHaveLength(1);
    api.moveTo('2027-01-08');
    await api.run();
    expect(api.sentTo(PAID_TO_2026.memberNo).map((row) => row.step)).toEqual([-7, 7]);
    const last = api.mailsTo(PAID_TO_2026.email).at(-1);
    expect(last.body).toContain('ran out on 31/12/2026');
    expect(last.body).toMatch(/Due now: LKR [\d,]+\.00 \(subscription 2027\)\./);
  });

  it('lists what was sent, newest first, with the member and the step', async () => {
    const response = await as(api.request, await api.admin()).get('/api/renewal-reminders/sent').query({ filterText: PAID_TO_2026.memberNo });
    expect(response.body.total).toBe(2);
    expect(response.body.data.map((row) => [row.memberNo, row.step, row.stepLabel, row.validTill])).toEqual([
      [PAID_TO_2026.memberNo, 7, '7 days after', '2026-12-31'],
      [PAID_TO_2026.memberNo, -7, '7 days before', '2026-12-31'],
    ]);
    expect(response.body.data[0].memberName).toBe(api.member(PAID_TO_2026.memberNo).fullName);
  });

  it('sends nothing long after the grace period (no reminders to members lapsed years ago)', async () => {
    api.moveTo('2027-05-01');
    const before = api.db.get('remindersSent').value().length;
    await api.run();
    expect(api.db.get('remindersSent').value().length).toBe(before);
  });
});

describe('the schedule', () => {
  const api = startApi();
  const tokens = {};
  const put = (steps, token = tokens.editor) => as(api.request, token).put('/api/renewal-reminders/schedule').send({ steps: steps.map((days) => ({ days })) });
  beforeAll(async () => {
    tokens.admin = await tokenOf(api.request, 'admin');
    tokens.member = await tokenOf(api.request, 'member');
    const menuId = api.db.get('menus').find({ url: '/member/renewal-reminders' }).value().id;
    addRole(api, { userRoleID: 980, menuIds: [menuId] });
    const editor = addUser(api, { userID: 981, roleId: 980 });
    tokens.editor = (await signin(api.request, editor.username, PASSWORD)).body.token;
  });
  afterAll(() => api.cleanup());

  it('starts as 30 and 7 days before and 7 days after', async () => {
    const response = await as(api.request, tokens.editor).get('/api/renewal-reminders/schedule');
    expect(response.body).toMatchObject({ statusCode: '00', data: { steps: [{ days: -30 }, { days: -7 }, { days: 7 }], updatedAt: null } });
  });

  it.each([
    [[], REMINDER_TEXT.stepsRequired],
    [[-1, -2, -3, -4, -5, -6, -7], REMINDER_TEXT.stepsTooMany],
    [[-366], REMINDER_TEXT.dayInvalid],
    [[366], REMINDER_TEXT.dayInvalid],
    [[1.5], REMINDER_TEXT.dayInvalid],
    [['soon'], REMINDER_TEXT.dayInvalid],
    [[-7, 7, -7], REMINDER_TEXT.duplicate],
  ])('refuses %j: 400 "%s"', async (steps, text) => {
    const response = await put(steps);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: '05', status: text, problems: { steps: text } });
  });

  it('words its limits', () => {
    expect(REMINDER_TEXT).toMatchObject({
      stepsRequired: 'Add at least one reminder step',
      stepsTooMany: 'At most 6 reminder steps',
      dayInvalid: 'Each step is a whole number of days from -365 to 365',
      duplicate: 'Two steps fall on the same day',
    });
  });

  it('saves a valid schedule earliest first, stamped and logged; a staff holder of the screen may', async () => {
    const response = await put([14, -60, '0', -365, 365]);
    expect(response.body).toMatchObject({ statusCode: '00', status: REMINDER_TEXT.saved, data: { steps: [{ days: -365 }, { days: -60 }, { days: 0 }, { days: 14 }, { days: 365 }], updatedBy: 'security981@example.org' } });
    const read = await as(api.request, tokens.admin).get('/api/renewal-reminders/schedule');
    expect(read.body.data.steps.map((step) => step.days)).toEqual([-365, -60, 0, 14, 365]);
    expect(api.db.get('activityLog').value().at(-1)).toMatchObject({ entity: 'Renewal reminders', detail: 'Reminder schedule set to -365, -60, 0, 14, 365 days' });
  });

  it('keeps members, applicants and staff without the screen out; only the administrator runs it now', async () => {
    expect((await as(api.request, tokens.member).get('/api/renewal-reminders/schedule')).status).toBe(403);
    expect((await put([-1], tokens.member)).status).toBe(403);
    expect((await as(api.request, tokens.editor).post('/api/renewal-reminders/run')).status).toBe(403);
    expect((await as(api.request, tokens.member).post('/api/renewal-reminders/run')).status).toBe(403);
    expect((await as(api.request, tokens.admin).post('/api/renewal-reminders/run')).status).toBe(200);
  });
});

describe('a changed schedule', () => {
  const api = startClockedApi('2026-12-22');
  afterAll(() => api.cleanup());

  it('sends the new step due, counted from the same valid-till date', async () => {
    await as(api.request, await api.admin()).put('/api/renewal-reminders/schedule').send({ steps: [{ days: -10 }] });
    await api.run();
    expect(api.sentTo(PAID_TO_2026.memberNo)).toEqual([expect.objectContaining({ step: -10, dueOn: '2026-12-21' })]);
  });
});

describe('the timer', () => {
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const appAt = (options) => {
    const dataDir = tempDataDir();
    const api = createApp({ dataDir, now: () => noonOf('2026-12-02'), log: { error: () => {} }, ...options });
    return { api, done: () => (api.close(), rmSync(dataDir, { recursive: true, force: true })) };
  };

  it('runs the schedule by itself in a serving process, every REMINDER_INTERVAL_MS', async () => {
    const { api, done } = appAt({ env: { REMINDER_INTERVAL_MS: '50' }, timers: true });
    try {
      await wait(400);
      expect(api.db.get('remindersSent').value().length).toBeGreaterThan(0);
      expect(api.db.get('outbox').value().some((mail) => mail.to === PAID_TO_2026.email)).toBe(true);
    } finally {
      done();
    }
  });

  it('is off in an API made for tests (no timers asked) and with REMINDER_INTERVAL_MS=0', async () => {
    const plain = appAt({ env: { REMINDER_INTERVAL_MS: '50' } });
    const off = appAt({ env: { REMINDER_INTERVAL_MS: '0' }, timers: true });
    try {
      await wait(300);
      expect(plain.api.db.get('remindersSent').value()).toEqual([]);
      expect(off.api.db.get('remindersSent').value()).toEqual([]);
    } finally {
      plain.done();
      off.done();
    }
  });

  it('runs hourly by default, in production too', () => {
    const dataDir = tempDataDir();
    try {
      expect(readConfig({}, dataDir).reminderIntervalMs).toBe(3_600_000);
      expect(readConfig({ REMINDER_INTERVAL_MS: 'off' }, dataDir).reminderIntervalMs).toBe(0);
      expect(readConfig({ REMINDER_INTERVAL_MS: 'soon' }, dataDir).reminderIntervalMs).toBe(3_600_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run reminders', () => {
  it('runs the same schedule against the data dir, once per step (a second run sends none)', async () => {
    const { execFileSync } = await import('node:child_process');
    const dataDir = tempDataDir();
    const run = (...args) => execFileSync(process.execPath, ['mock-api/reminders-cli.mjs', ...args], { env: { ...process.env, MOCK_API_DATA_DIR: dataDir }, encoding: 'utf8' });
    try {
      expect(run('--date', '2026-12-02')).toMatch(/^Renewal reminders sent: [1-9]\d* \(data: .*, as on 2026-12-02\)\.\n$/);
      expect(run('--date=2026-12-02')).toMatch(/^Renewal reminders sent: 0 /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
