/**
 * /member/member-dashboard from stubbed answers: the membership card, dues with "Pay now" (hidden with the
 * reason while a payment is pending), CPD hours against the requirement, the latest news (page 1, 10) and
 * five upcoming events; each card's own error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PAYMENT_TEXT } from '../../../src/domain/paymentRules.mjs';
import { MemberDashboard } from '../../../src/features/dashboard/MemberDashboard';
import { dashboards } from '../../../src/i18n/en/dashboards';
import { news } from '../../../src/i18n/en/news';
import { renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { CARD, CPD, DUES, EVENTS, MEMBER_ID, NEWS, ok, signIn, USER_ID } from './fixtures';

const PATH = '/member/member-dashboard';
const CARD_PATH = `GET dashboard/memberDashboard/${MEMBER_ID}`;
const DUES_PATH = `GET dashboard/getPaymentFee/${MEMBER_ID}`;
const HIDE_PATH = 'GET dashboard/get-response-for-payment-button-hide';
const CPD_PATH = `GET dashboard/dashboardcpdcounts/${USER_ID}`;
const NEWS_PATH = 'GET dashboard/news-feed';
const EVENTS_PATH = 'GET event/public-events';
const URLS = [PATH, '/member/memberrenewal', '/cpd/cpd-member-profile', '/cpd/member-registration', '/member/news-feed'];

beforeEach(() => signIn({ userRoleID: 22, userRoleName: 'Member' }, URLS, { memberID: MEMBER_ID, memberNo: 'M0001' }));
afterEach(() => vi.unstubAllGlobals());

const ROUTES: Routes = {
  [CARD_PATH]: () => ok(CARD),
  [DUES_PATH]: () => ({ statusCode: '00', status: 'success', ...DUES }),
  [HIDE_PATH]: () => ok({ hide: false, reason: null }),
  [CPD_PATH]: () => ok(CPD),
  [NEWS_PATH]: () => ({ data: NEWS, total: NEWS.length }),
  [EVENTS_PATH]: () => ({ data: EVENTS, total: 1 }),
  // the documents card (tests/components/credentials/credentialsCard.test.tsx)
  'GET member/credentials': () => ({ statusCode: '00', status: 'success', available: true, reason: null }),
};

const open = (routes: Routes = {}) => {
  const api = stubApi({ ...ROUTES, ...routes });
  renderPage(<MemberDashboard />, PATH);
  return api;
};
const card = (name: string) => screen.findByRole('region', { name });
const duesCard = () => card(dashboards.member.duesHeading);
/** The value of a fact of the membership card (dt → dd). */
const fact = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('the membership card', () => {
  it('shows member number, name, type, chapter, valid till, status and member since', async () => {
    open();
    const membership = await card(dashboards.member.cardHeading);
    await within(membership).findByText('M0001');
    expect(fact(membership, dashboards.member.memberNo)).toBe('M0001');
    expect(fact(membership, dashboards.member.type)).toBe('Associate Member');
    expect(fact(membership, dashboards.member.chapter)).toBe('Colombo');
    expect(fact(membership, dashboards.member.validTill)).toBe('31/12/2026');
    expect(fact(membership, dashboards.member.status)).toBe('Active');
    expect(fact(membership, dashboards.member.memberSince)).toBe('05/03/2024');
  });

  it('the status is the standing: a member past the valid-till day reads "Renewal due" with the last day to renew, not "Active"', async () => {
    open({ [CARD_PATH]: () => ok({ ...CARD, validTill: '2025-12-31', lastRenewalYear: 2025, standing: 'renewalDue', standingName: 'Renewal due', graceUntil: '2026-03-31' }) });
    const membership = await card(dashboards.member.cardHeading);
    await within(membership).findByText('M0001');
    expect(fact(membership, dashboards.member.validTill)).toBe('31/12/2025');
    expect(fact(membership, dashboards.member.status)).toBe('Renewal dueRenew by 31/03/2026');
  });

  it('a member without a chapter or a paid year says so', async () => {
    open({ [CARD_PATH]: () => ok({ ...CARD, chapter: null, validTill: null, lastRenewalYear: null }) });
    const membership = await card(dashboards.member.cardHeading);
    await within(membership).findByText('M0001');
    expect(fact(membership, dashboards.member.chapter)).toBe(dashboards.member.chapterNone);
    expect(fact(membership, dashboards.member.validTill)).toBe(dashboards.member.validTillNone);
  });

  it('a failed call shows a clear message in the card; the other cards still show', async () => {
    open({ [CARD_PATH]: () => [500, { statusCode: '02', status: 'boom' }] });
    const membership = await card(dashboards.member.cardHeading);
    expect(await within(membership).findByText(dashboards.loadFailed)).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: dashboards.retry })).toBeInTheDocument();
    expect(await within(await duesCard()).findByText('LKR 15,000.00')).toBeInTheDocument();
  });
});

describe('dues and Pay now', () => {
  it('lists the unpaid years and the total, and Pay now opens the renewal page', async () => {
    open();
    const dues = await duesCard();
    expect(await within(dues).findByText('Subscription 2025')).toBeInTheDocument();
    expect(within(dues).getByText('LKR 15,000.00')).toBeInTheDocument();
    expect(await within(dues).findByRole('link', { name: dashboards.member.payNow })).toHaveAttribute('href', '/member/memberrenewal');
  });

  it('hides Pay now while a payment is pending, and says why', async () => {
    const api = open({ [HIDE_PATH]: () => ok({ hide: true, reason: PAYMENT_TEXT.paymentPending }) });
    const dues = await duesCard();
    expect(await within(dues).findByRole('status')).toHaveTextContent(`${dashboards.member.payHidden} ${PAYMENT_TEXT.paymentPending}`);
    await waitForCall(api, HIDE_PATH);
    expect(within(dues).queryByRole('link', { name: dashboards.member.payNow })).toBeNull();
  });

  it('nothing due and no advance: no Pay now', async () => {
    open({ [DUES_PATH]: () => ({ statusCode: '00', status: 'success', dues: { years: [], totalDueAmount: 0, advance: null }, newMembershipDue: null }) });
    const dues = await duesCard();
    expect(await within(dues).findByText(PAYMENT_TEXT.nothingDue)).toBeInTheDocument();
    expect(within(dues).queryByRole('link', { name: dashboards.member.payNow })).toBeNull();
  });

  it("a new member's first payment is shown and payable", async () => {
    open({ [DUES_PATH]: () => ({ statusCode: '00', status: 'success', dues: { years: [], totalDueAmount: 0, advance: null }, newMembershipDue: { year: 2026, entrance: 5000, subscription: 7500, amount: 12500 } }) });
    const dues = await duesCard();
    expect(await within(dues).findByText('First payment (entrance fee and subscription 2026)')).toBeInTheDocument();
    expect(within(dues).getByText('LKR 12,500.00')).toBeInTheDocument();
    expect(await within(dues).findByRole('link', { name: dashboards.member.payNow })).toBeInTheDocument();
  });
});

describe('CPD hours', () => {
  it('shows the hours against the requirement as a meter, Behind, what remains', async () => {
    open();
    const cpd = await card('CPD hours 2026');
    const meter = await within(cpd).findByRole('meter', { name: dashboards.member.cpdMeter });
    expect(meter).toHaveAttribute('aria-valuenow', '63'); // 12.5 of 20, rounded by MUI
    expect(meter).toHaveAttribute('aria-valuetext', '12.5 of 20 hours');
    expect(within(cpd).getByText('Behind')).toBeInTheDocument();
    expect(within(cpd).getByText('7.5 hours to go · 4 activities this year')).toBeInTheDocument();
    expect(within(cpd).getByRole('link', { name: dashboards.member.cpdProfile })).toHaveAttribute('href', '/cpd/cpd-member-profile');
  });

  it('a member not registered for CPD is sent to register', async () => {
    open({ [CPD_PATH]: () => ok({ ...CPD, registrationStatus: null }) });
    const cpd = await card('CPD hours 2026');
    expect(await within(cpd).findByText(dashboards.member.cpdNotRegistered)).toBeInTheDocument();
    expect(within(cpd).getByRole('link', { name: dashboards.member.cpdRegister })).toHaveAttribute('href', '/cpd/member-registration');
    expect(within(cpd).queryByRole('meter')).toBeNull();
  });
});

describe('news and events', () => {
  it('asks for page 1 of 10 news items and shows them as the feed answers them, with a link to the News Feed', async () => {
    const api = open();
    const news = await card(dashboards.news.heading);
    expect(await within(news).findByRole('heading', { name: 'Annual general meeting' })).toBeInTheDocument();
    expect(within(news).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Annual general meeting', 'New CPD rules']);
    expect(api.calls(NEWS_PATH)[0].query).toEqual({ page: '1', perPage: '10' });
    expect(screen.getByRole('link', { name: dashboards.news.all })).toHaveAttribute('href', '/member/news-feed');
  });

  it('asks for five upcoming events and shows when, what, where, fee and CPD hours', async () => {
    const api = open();
    const events = await card(dashboards.events.heading);
    expect(await within(events).findByText('Bridge design workshop')).toBeInTheDocument();
    expect(within(events).getByText('Sat 5 Dec 2026, 09:00 – 12:30')).toBeInTheDocument();
    expect(within(events).getByText('Colombo · LKR 2,500.00 · 3 CPD hours')).toBeInTheDocument();
    expect(api.calls(EVENTS_PATH)[0].query).toEqual({ page: '1', perPage: '5' });
    // the public /events page sends a signed-in member away: the card leads to their own events screen to book
    expect(within(events).getByRole('link', { name: dashboards.events.book })).toHaveAttribute('href', '/member/my-events');
  });

  it('says so when there is no news and no event', async () => {
    open({ [NEWS_PATH]: () => ({ data: [], total: 0 }), [EVENTS_PATH]: () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(news.empty)).toBeInTheDocument();
    expect(await screen.findByText(dashboards.events.none)).toBeInTheDocument();
  });
});

describe('a user without a member record', () => {
  it('says so and asks for no member figures', async () => {
    signIn({ userRoleID: 22 }, URLS, null);
    const api = open();
    expect(await screen.findByText(dashboards.member.notAMember)).toBeInTheDocument();
    await waitForCall(api, NEWS_PATH);
    expect(api.calls(CARD_PATH)).toHaveLength(0);
    expect(api.calls(DUES_PATH)).toHaveLength(0);
  });
});
