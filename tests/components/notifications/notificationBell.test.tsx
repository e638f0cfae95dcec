/**
 * The app bar's bell: the badge counts unread notifications and the items waiting in the staff's queues; the panel
 * lists the notifications in the server's order (newest first), unread ones marked; opening one marks it read and
 * goes to its screen; "Mark all as read" marks them all (and is off when nothing is unread); an empty state; the
 * queues as links for staff; the counts asked again every minute.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from '../../../src/features/notifications/NotificationBell';
import { COUNTS_POLL_MS } from '../../../src/features/notifications/useNotifications';
import { notifications as TEXT } from '../../../src/i18n/en/notifications';
import { currentLocation, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { signIn } from '../dashboard/fixtures';

const COUNTS = 'GET notifications/unread-count';
const LIST = 'GET notifications';
const READ_ALL = 'POST notifications/read-all';

const notice = (notificationId: number, title: string, readAt: string | null, link: string | null = '/member/memberrenewal') => ({
  notificationId,
  kind: 'payment',
  title,
  body: `The text of ${title}.`,
  link,
  createdAt: '2026-11-28T04:30:00.000Z',
  readAt,
});
const NEWEST = notice(3, 'Payment approved: receipt R-3', null);
const OLDER = notice(2, 'Your membership renewal', null);
const OLDEST = notice(1, 'Chapter transfer approved', '2026-11-20T10:00:00.000Z', '/member/member-transfer');
const page = (data: unknown[], extra: object = {}) => ({ data, total: data.length, unread: 2, queues: [], ...extra });

beforeEach(() => signIn({ userRoleID: 22, userRoleName: 'Member' }, ['/member/member-dashboard']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const open = (routes: Routes) => {
  const api = stubApi(routes);
  renderPage(<NotificationBell />, '/member/member-dashboard');
  return api;
};
const bell = () => screen.getByTestId('notification-bell');
const panel = () => screen.findByRole('region', { name: TEXT.heading });

describe('the badge', () => {
  it('counts the unread notifications and the items waiting in the queues, and names them', async () => {
    open({ [COUNTS]: () => ({ unread: 2, waiting: 3 }) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 5 new'));
    expect(within(bell()).getByText('5')).toBeInTheDocument();
  });

  it('shows no number when nothing waits', async () => {
    const api = open({ [COUNTS]: () => ({ unread: 0, waiting: 0 }) });
    await waitForCall(api, COUNTS);
    expect(bell()).toHaveAccessibleName(TEXT.bell);
    expect(within(bell()).queryByText('0')).toBeNull();
    expect(bell()).toHaveTextContent(/^$/);
  });

  it('shows 99+ above 99, and its name says the same figure', async () => {
    open({ [COUNTS]: () => ({ unread: 97, waiting: 5 }) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 99+ new'));
    expect(within(bell()).getByText('99+')).toBeInTheDocument();
  });

  it(`asks the counts again every ${COUNTS_POLL_MS / 1000} s`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = open({ [COUNTS]: () => ({ unread: 1, waiting: 0 }) });
    await waitForCall(api, COUNTS, 1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS + 100);
    });
    await waitForCall(api, COUNTS, 2);
  });
});

describe('the panel', () => {
  it("lists the notifications in the server's order (newest first), the unread ones marked, each with its date and time in Sri Lanka", async () => {
    open({ [COUNTS]: () => ({ unread: 2, waiting: 0 }), [LIST]: () => page([NEWEST, OLDER, OLDEST]) });
    await userEvent.click(bell());
    const region = await panel();
    const items = await within(region).findAllByRole('link');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      `${TEXT.unread}: ${NEWEST.title}`,
      `${TEXT.unread}: ${OLDER.title}`,
      OLDEST.title,
    ]);
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, true, false]);
    // unread in bold: the subject is strong
    expect(within(items[0]).getByText(NEWEST.title).tagName).toBe('STRONG');
    expect(within(items[2]).getByText(OLDEST.title).tagName).not.toBe('STRONG');
    // 04:30 UTC is 10:00 in Colombo
    expect(within(items[0]).getByText('28/11/2026 10:00')).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('href', '/member/member-transfer');
  });

  it('opening an unread one marks it read, goes to its screen and closes', async () => {
    const api = open({ [COUNTS]: () => ({ unread: 2, waiting: 0 }), [LIST]: () => page([NEWEST, OLDER]), [`POST notifications/${NEWEST.notificationId}/read`]: () => ({ status: 'success', statusCode: '00', data: { ...NEWEST, readAt: 'now' }, unread: 1 }) });
    await userEvent.click(bell());
    await userEvent.click(await within(await panel()).findByRole('link', { name: new RegExp(NEWEST.title) }));
    await waitForCall(api, `POST notifications/${NEWEST.notificationId}/read`);
    expect(currentLocation()).toBe('/member/memberrenewal');
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXT.heading })).toBeNull());
    // the badge is asked again after marking
    await waitForCall(api, COUNTS, 2);
  });

  it('opening a read one marks nothing', async () => {
    const api = open({ [COUNTS]: () => ({ unread: 0, waiting: 0 }), [LIST]: () => page([OLDEST], { unread: 0 }) });
    await userEvent.click(bell());
    await userEvent.click(await within(await panel()).findByRole('link', { name: new RegExp(OLDEST.title) }));
    expect(currentLocation()).toBe('/member/member-transfer');
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('"Mark all as read" marks them all; with nothing unread it is off', async () => {
    let unread = 2;
    const api = open({
      [COUNTS]: () => ({ unread, waiting: 0 }),
      [LIST]: () => page([NEWEST, OLDER], { unread }),
      [READ_ALL]: () => {
        unread = 0;
        return { status: 'success', statusCode: '00', marked: 2, unread: 0 };
      },
    });
    await userEvent.click(bell());
    const region = await panel();
    const markAll = await within(region).findByRole('button', { name: TEXT.markAllRead });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitForCall(api, READ_ALL);
    await waitFor(() => expect(markAll).toBeDisabled());
    await waitFor(() => expect(bell()).toHaveAccessibleName(TEXT.bell));
  });

  it('says so when there is nothing', async () => {
    open({ [COUNTS]: () => ({ unread: 0, waiting: 0 }), [LIST]: () => page([], { unread: 0 }) });
    await userEvent.click(bell());
    expect(await within(await panel()).findByText(TEXT.empty)).toBeInTheDocument();
    expect(within(await panel()).getByRole('button', { name: TEXT.markAllRead })).toBeDisabled();
  });

  it("shows staff the queues waiting for them, each a link to its screen", async () => {
    const queues = [
      { key: 'transactions', label: 'Transactions', count: 4, url: '/member/approvetransaction' },
      { key: 'transfers', label: 'Chapter transfers', count: 0, url: '/member/member-transfer-approval' },
    ];
    open({ [COUNTS]: () => ({ unread: 0, waiting: 4 }), [LIST]: () => page([], { unread: 0, queues }) });
    await userEvent.click(bell());
    const region = await panel();
    expect(await within(region).findByText(TEXT.queuesHeading)).toBeInTheDocument();
    const transactions = within(region).getByRole('link', { name: /Transactions/ });
    expect(transactions).toHaveAttribute('href', '/member/approvetransaction');
    expect(within(transactions).getByText('4 waiting')).toBeInTheDocument();
    await userEvent.click(transactions);
    expect(currentLocation()).toBe('/member/approvetransaction');
  });

  it('pages older notifications on asking', async () => {
    const first = Array.from({ length: 20 }, (_, at) => notice(40 - at, `Notice ${40 - at}`, null));
    const api = open({
      [COUNTS]: () => ({ unread: 21, waiting: 0 }),
      [LIST]: (request) => (request.query.page === '2' ? { data: [notice(20, 'Notice 20', null)], total: 21, unread: 21, queues: [] } : { data: first, total: 21, unread: 21, queues: [] }),
    });
    await userEvent.click(bell());
    const region = await panel();
    await userEvent.click(await within(region).findByRole('button', { name: TEXT.more }));
    expect(await within(region).findByRole('link', { name: /Notice 20\b/ })).toBeInTheDocument();
    expect(api.calls(LIST).map((request) => request.query)).toEqual([{ page: '1', perPage: '20' }, { page: '2', perPage: '20' }]);
    expect(within(region).queryByRole('button', { name: TEXT.more })).toBeNull();
  });
});
