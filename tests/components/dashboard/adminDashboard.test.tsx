/**
 * /member/admin-dashboard from stubbed answers: pending approvals exactly as the API lists them (links to the
 * queues), the key figures, each chart's text alternative holding its numbers, resizing with its container,
 * the loading skeleton and a clear error instead of a blank page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDashboard } from '../../../src/features/dashboard/AdminDashboard';
import { dashboards } from '../../../src/i18n/en/dashboards';
import { renderPage, stubApi, type Routes } from '../memberAdmin/memberApi';
import { COUNTS, FIGURES, ok, signIn } from './fixtures';
import { recordCharts } from './chartRecorder';

const plots = recordCharts();

const COUNTS_PATH = 'GET dashboard/dashboardApplicationcounts';
const FIGURES_PATH = 'GET dashboard/get-member-details-for-dashboard';
const PATH = '/member/admin-dashboard';

beforeEach(() => {
  signIn({ userRoleID: 1, userRoleName: 'Administrator' }, [PATH]);
});
afterEach(() => vi.unstubAllGlobals());

const open = (routes: Routes = {}) => {
  const api = stubApi({ [COUNTS_PATH]: () => ok(COUNTS), [FIGURES_PATH]: () => ok(FIGURES), ...routes });
  renderPage(<AdminDashboard />, PATH);
  return api;
};

const kpi = (name: string) => screen.findByRole('article', { name });
const chartTable = async (name: string) => screen.findByRole('table', { name });
/** The cells of a table row named by its first cell. */
const rowOf = (table: HTMLElement, label: string) =>
  within(table)
    .getByRole('rowheader', { name: label })
    .closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('pending approvals', () => {
  it('links to exactly the queues the API returns, with how many wait in each', async () => {
    open();
    const approvals = await screen.findByRole('region', { name: dashboards.admin.approvalsHeading });
    const links = await within(approvals).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/member/approvetransaction');
    expect(links[0]).toHaveTextContent('Transactions');
    expect(links[0]).toHaveTextContent('4 waiting');
    expect(links[1]).toHaveAttribute('href', '/member/approvecpdmembership');
    expect(links[1]).toHaveTextContent('0 waiting');
    expect(within(approvals).queryByText('User authorisations')).toBeNull();
    expect(within(approvals).queryByText(dashboards.admin.approvalsNone)).toBeNull();
  });

  it('a role with queues but nothing waiting says so; a role without queues says it works none', async () => {
    open({ [COUNTS_PATH]: () => ok({ ...COUNTS, approvals: COUNTS.approvals.map((a) => ({ ...a, count: 0 })) }) });
    expect(await screen.findByText(dashboards.admin.approvalsNone)).toBeInTheDocument();
  });

  it('an empty list: no links, the role works no queue', async () => {
    open({ [COUNTS_PATH]: () => ok({ ...COUNTS, approvals: [] }) });
    const approvals = await screen.findByRole('region', { name: dashboards.admin.approvalsHeading });
    expect(await within(approvals).findByText(dashboards.admin.approvalsEmptyRole)).toBeInTheDocument();
    expect(within(approvals).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('key figures', () => {
  it('shows members, applications, payments of the month and year in LKR, CPD registrations and upcoming events', async () => {
    open();
    expect(await kpi('Members')).toHaveTextContent('46');
    expect(await kpi('Members')).toHaveTextContent('41 active');
    expect(await kpi('Applications')).toHaveTextContent('57');
    expect(await kpi('Applications')).toHaveTextContent('9 waiting for a decision');
    expect(await kpi('Payments November 2026')).toHaveTextContent('LKR 52,500.00');
    expect(await kpi('Payments November 2026')).toHaveTextContent('5 approved payments');
    expect(await kpi('Payments 2026')).toHaveTextContent('LKR 1,234,567.50');
    expect(await kpi('CPD registrations')).toHaveTextContent('38');
    expect(await kpi('CPD registrations')).toHaveTextContent('6 pending · 11 compliant, 19 behind in 2026');
    expect(await kpi('Upcoming events')).toHaveTextContent('8');
    expect(await kpi('Upcoming events')).toHaveTextContent('140 registrations this year, 97 attended');
  });

  it('shows a loading skeleton until the figures arrive', async () => {
    let answer: (value: unknown) => void = () => undefined;
    open({ [COUNTS_PATH]: () => new Promise((resolve) => (answer = resolve)) });
    expect((await screen.findAllByRole('progressbar', { name: dashboards.loading })).length).toBeGreaterThan(0);
    answer(ok(COUNTS));
    expect(await kpi('Members')).toHaveTextContent('46');
    expect(screen.queryAllByRole('progressbar', { name: dashboards.loading })).toHaveLength(0);
  });

  it('a failed call shows a clear message and Try again loads the figures', async () => {
    let fail = true;
    const api = open({ [COUNTS_PATH]: () => (fail ? [500, { statusCode: '02', status: 'boom' }] : ok(COUNTS)) });
    expect(await screen.findByText(dashboards.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: dashboards.retry }));
    expect(await kpi('Members')).toHaveTextContent('46');
    expect(api.calls(COUNTS_PATH).length).toBe(2);
  });

  it("a refusal in the envelope ('01') shows the server's words", async () => {
    open({ [COUNTS_PATH]: () => ({ statusCode: '01', status: 'You may not open this screen' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not open this screen');
  });

  it('a 403 shows the clear message', async () => {
    open({ [FIGURES_PATH]: () => [403, { statusCode: '01', status: 'Forbidden' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(dashboards.loadFailed);
    expect(screen.queryByText('Forbidden')).toBeNull();
  });
});

describe('charts', () => {
  it('each chart has a heading and a table of its numbers', async () => {
    open();
    const months = await chartTable(dashboards.admin.applicationsByMonth);
    expect(within(months).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Submitted', 'Approved', 'Rejected']);
    expect(cellsOf(rowOf(months, 'Oct 2026'))).toEqual(['7', '5', '0']);
    expect(cellsOf(rowOf(months, 'Nov 2026'))).toEqual(['3', '1', '2']);

    const types = await chartTable(dashboards.admin.membersByType);
    expect(cellsOf(rowOf(types, 'Associate Member'))).toEqual(['30']);
    const chapters = await chartTable(dashboards.admin.membersByChapter);
    expect(cellsOf(rowOf(chapters, 'Colombo'))).toEqual(['21']);
    expect(cellsOf(rowOf(chapters, 'Not assigned'))).toEqual(['12']);

    const month = await chartTable('Payments by mode, November 2026 (LKR)');
    expect(cellsOf(rowOf(month, 'Gateway'))).toEqual(['LKR 30,000.00']);
    const year = await chartTable('Payments by mode, 2026 (LKR)');
    expect(cellsOf(rowOf(year, 'Slip'))).toEqual(['LKR 234,567.50']);

    // the figures are named by their headings; the drawings are hidden from screen readers
    expect(screen.getByRole('figure', { name: dashboards.admin.membersByChapter })).toBeInTheDocument();
    for (const chart of screen.getAllByTestId('bar-chart')) expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('a chart with nothing to show says so instead of drawing empty axes', async () => {
    const quiet = { ...FIGURES.payments.month, totalLkr: 0, count: 0, byMode: FIGURES.payments.month.byMode.map((m) => ({ ...m, amountLkr: 0, count: 0 })) };
    open({ [FIGURES_PATH]: () => ok({ ...FIGURES, payments: { ...FIGURES.payments, month: quiet } }) });
    const chart = await screen.findByRole('region', { name: 'Payments by mode, November 2026 (LKR)' });
    expect(within(chart).getByText(dashboards.admin.noData)).toBeInTheDocument();
    expect(within(chart).queryByRole('table')).toBeNull();
    expect(await chartTable('Payments by mode, 2026 (LKR)')).toBeInTheDocument();
  });

  it('draws five bar charts from the same numbers', async () => {
    open();
    await chartTable(dashboards.admin.applicationsByMonth);
    await waitFor(() => expect(plots).toHaveLength(5));
    const months = plots.find((plot) => plot.data.series.length === 3);
    expect(months?.data).toEqual({ labels: ['Sep', 'Oct', 'Nov'], series: [[4, 7, 3], [2, 5, 1], [1, 0, 2]] });
  });

  it('follows its container\'s width', async () => {
    const observers: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    open();
    await chartTable(dashboards.admin.applicationsByMonth);
    await waitFor(() => expect(observers.length).toBe(5));
    observers[0]([{ contentRect: { width: 1000 } }]);
    // redrawn for the new width (jsdom measures 0, so the first drawing is a phone's): wider bars, further apart
    expect(plots[0].updates).toHaveLength(1);
    expect((plots[0].updates[0] as { seriesBarDistance: number }).seriesBarDistance).toBeGreaterThan(plots[0].options.seriesBarDistance!);
  });
});
