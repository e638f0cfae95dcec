/**
 * /member/application-dashboard from stubbed answers: the application's id from the applicant's own header,
 * the steps as a stepper (vertical on a phone, across on a wide screen), what is missing with the link to
 * complete it, the payment due, the latest news; no application yet; a clear error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApplicantDashboard } from '../../../src/features/dashboard/ApplicantDashboard';
import { dashboards } from '../../../src/i18n/en/dashboards';
import { DESKTOP_WIDTH, onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import { renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { NEWS, ok, OVERVIEW, signIn } from './fixtures';

const PATH = '/member/application-dashboard';
const OVERVIEW_PATH = 'GET dashboard/applicantDashboard/41';
const MEMBER_PATH = 'GET usermanagement/member/1';
const USER_PATH = 'GET usermanagement/user/1';
const NEWS_PATH = 'GET dashboard/news-feed';

beforeEach(() => signIn({ userRoleID: 21, userRoleName: 'Applicant' }, [PATH, '/member/applicationdetails']));
afterEach(() => vi.unstubAllGlobals());

const ROUTES: Routes = {
  [MEMBER_PATH]: () => ({ statusCode: '00', memberData: 'No Member' }),
  [USER_PATH]: () => ({ statusCode: '00', memberData: { userID: 7, applicationId: 41, status: 0 } }),
  [OVERVIEW_PATH]: () => ok(OVERVIEW),
  [NEWS_PATH]: () => ({ data: NEWS, total: NEWS.length }),
};

const open = (routes: Routes = {}) => {
  const api = stubApi({ ...ROUTES, ...routes });
  renderPage(<ApplicantDashboard />, PATH);
  return api;
};
const stepsCard = () => screen.findByRole('region', { name: dashboards.applicant.stepsHeading });
const stepper = async () => (await stepsCard()).querySelector('ol.MuiStepper-root') as HTMLElement;

describe('the steps', () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows every step in order, done ones dated, the current one marked, vertical on a phone', async () => {
    open();
    const steps = await stepsCard();
    expect(await within(steps).findByText(`Status: ${OVERVIEW.statusName}`)).toBeInTheDocument();
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'todo', 'todo', 'todo', 'todo', 'todo']);
    expect(items[0]).toHaveTextContent('Account created');
    expect(items[0]).toHaveTextContent('02/10/2026');
    expect(items[0]).toHaveTextContent('(done)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('(current step)');
    expect(items[6]).toHaveTextContent('Member');
    expect(await stepper()).toHaveClass('MuiStepper-vertical');
  });
});

describe('on a wide screen', () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('lays the steps across the page', async () => {
    open();
    await within(await stepsCard()).findByText(`Status: ${OVERVIEW.statusName}`);
    expect(await stepper()).toHaveClass('MuiStepper-horizontal');
  });
});

describe('what is missing and the payment due', () => {
  it('lists what is missing and links to the application details', async () => {
    open();
    const missing = await screen.findByRole('region', { name: dashboards.applicant.missingHeading });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(OVERVIEW.missing);
    expect(within(missing).getByRole('link', { name: dashboards.applicant.missingLink })).toHaveAttribute('href', '/member/applicationdetails');
    // the next step is also the page's primary action, beside the steps (a phone's first screen)
    const next = within(await stepsCard()).getByRole('link', { name: dashboards.applicant.missingLink });
    expect(next).toHaveAttribute('href', '/member/applicationdetails');
    expect(next).toHaveAttribute('data-primary-action', 'true');
  });

  it('nothing missing: says so, no link', async () => {
    open({ [OVERVIEW_PATH]: () => ok({ ...OVERVIEW, missing: [] }) });
    const missing = await screen.findByRole('region', { name: dashboards.applicant.missingHeading });
    expect(within(missing).getByText(dashboards.applicant.missingNone)).toBeInTheDocument();
    expect(within(missing).queryByRole('link')).toBeNull();
    expect(within(await stepsCard()).queryByRole('link')).toBeNull();
  });

  it('shows the payment due with its amount; none due says so', async () => {
    open({ [OVERVIEW_PATH]: () => ok({ ...OVERVIEW, paymentDue: { amountLkr: 12500, label: 'New membership fee 2026' } }) });
    const payment = await screen.findByRole('region', { name: dashboards.applicant.paymentHeading });
    expect(within(payment).getByText('New membership fee 2026')).toBeInTheDocument();
    expect(within(payment).getByText('LKR 12,500.00')).toBeInTheDocument();
    // the payment page is not in this applicant's URL list: no link to a page they cannot open, but the way there
    expect(within(payment).queryByRole('link')).toBeNull();
    expect(within(payment).getByText(dashboards.applicant.payAfterSignIn)).toBeInTheDocument();
  });

  it('Pay now when the session may open the payment page', async () => {
    signIn({ userRoleID: 21 }, [PATH, '/member/applicationdetails', '/member/memberrenewal']);
    open({ [OVERVIEW_PATH]: () => ok({ ...OVERVIEW, paymentDue: { amountLkr: 12500, label: 'New membership fee 2026' } }) });
    const payment = await screen.findByRole('region', { name: dashboards.applicant.paymentHeading });
    expect(within(payment).getByRole('link', { name: dashboards.applicant.payNow })).toHaveAttribute('href', '/member/memberrenewal');
    expect(within(payment).queryByText(dashboards.applicant.payAfterSignIn)).toBeNull();
  });

  it('no payment due', async () => {
    open();
    const payment = await screen.findByRole('region', { name: dashboards.applicant.paymentHeading });
    expect(within(payment).getByText(dashboards.applicant.paymentNone)).toBeInTheDocument();
  });
});

describe('other states', () => {
  it('no application yet: offers to start one and asks for no dashboard', async () => {
    const api = open({ [USER_PATH]: () => ({ statusCode: '00', memberData: { userID: 7 } }) });
    expect(await screen.findByText(dashboards.applicant.noApplication)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: dashboards.applicant.startApplication })).toHaveAttribute('href', '/member/applicationdetails');
    await waitForCall(api, NEWS_PATH);
    expect(api.calls(OVERVIEW_PATH)).toHaveLength(0);
  });

  it('a failed call shows a clear message, and the news still shows', async () => {
    open({ [OVERVIEW_PATH]: () => [500, { statusCode: '02', status: 'boom' }] });
    expect(await within(await stepsCard()).findByText(dashboards.loadFailed)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Annual general meeting' })).toBeInTheDocument();
  });
});
