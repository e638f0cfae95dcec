/**
 * News Feed for members and applicants (/member/news-feed): their own feed (GET dashboard/news-feed) as cards,
 * newest first as the server sends it, 10 per page, with no post or delete; and NewsList, the dashboards' card.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, waitForCall } from '../memberAdmin/memberApi';
import { onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import { SHORT_BODY } from '../../../src/features/news/NewsCard';
import { FEED, SLOW, STAFF_LIST, item, showNewsList, showPage } from './newsHarness';

afterEach(() => vi.unstubAllGlobals());

const FIRST_PAGE = [
  item(17, 'Office closed on Il Full Moon Poya Day', 'all', '2026-11-20T04:30:00.000Z', 'Closed on 24 November.\nOnline services stay open.'),
  item(15, 'CPD deadline: record your 2026 hours', 'members', '2026-10-05T04:00:00.000Z'),
];
/** The server's answer of a page of a feed of `total` items. */
const feedPage = (rows: ReturnType<typeof item>[], total: number) => ({ data: rows, total });

describe('News Feed for a member', () => {
  it('reads GET dashboard/news-feed page 1 of 10 and shows each item as a card, in the order sent; never the staff list', async () => {
    const api = showPage(22, { [FEED]: () => page(FIRST_PAGE) });
    const cards = await screen.findAllByRole('article', undefined, SLOW);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Office closed on Il Full Moon Poya Day', 'CPD deadline: record your 2026 hours']);
    expect(api.calls(FEED)[0].query).toEqual({ page: '1', perPage: '10' });
    expect(api.calls(STAFF_LIST)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'News Feed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'News from the institute' })).toBeInTheDocument();
  });

  it('a card shows the date (DD/MM/YYYY), "For Members" unless it is for everyone, and the text with its line breaks', async () => {
    showPage(22, { [FEED]: () => page(FIRST_PAGE) });
    const [everyone, members] = await screen.findAllByRole('article', undefined, SLOW);
    expect(within(everyone).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(everyone).queryByText(/^For /)).not.toBeInTheDocument();
    expect(within(everyone).getByText(/Closed on 24 November\.\s+Online services stay open\./)).toBeInTheDocument();
    expect(within(members).getByText('For Members')).toBeInTheDocument();
    expect(within(members).getByText('05/10/2026')).toBeInTheDocument();
  });

  it('offers no post, edit or delete', async () => {
    showPage(22, { [FEED]: () => page(FIRST_PAGE) });
    await screen.findAllByRole('article', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Post news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the feed: 13 items → 2 pages; page 2 asks for page=2', async () => {
    const api = showPage(22, { [FEED]: (request) => feedPage(request.query.page === '2' ? [item(3, 'Welcome to our new members', 'members')] : FIRST_PAGE, 13) });
    const pages = await screen.findByRole('navigation', { name: 'News pages' }, SLOW);
    fireEvent.click(within(pages).getByRole('button', { name: /page 2/ }));
    expect(await screen.findByText('Welcome to our new members', undefined, SLOW)).toBeInTheDocument();
    expect(api.calls(FEED).at(-1)?.query).toEqual({ page: '2', perPage: '10' });
  });

  it('one page of news shows no pager', async () => {
    showPage(22, { [FEED]: () => feedPage(FIRST_PAGE, 10) });
    await screen.findAllByRole('article', undefined, SLOW);
    expect(screen.queryByRole('navigation', { name: 'News pages' })).not.toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    showPage(22, { [FEED]: () => page([]) });
    expect(await screen.findByText('There is no news for you yet', undefined, SLOW)).toBeInTheDocument();
  });

  it('a failed load says so and "Try again" asks again', async () => {
    let failing = true;
    const api = showPage(22, { [FEED]: () => (failing ? [500, { status: 'boom', statusCode: '02' }] : page(FIRST_PAGE)) });
    expect(await screen.findByText('The news could not be loaded. Please try again later.', undefined, SLOW)).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CPD deadline: record your 2026 hours', undefined, SLOW)).toBeInTheDocument();
    expect(api.calls(FEED).length).toBeGreaterThanOrEqual(2);
  });
});

describe('News Feed for an applicant', () => {
  it('reads the same feed call (the server picks the audience) and shows "For Applicants"', async () => {
    const api = showPage(21, { [FEED]: () => page([item(16, 'Membership fee for newly approved applicants', 'applicants')]) });
    expect(await screen.findByText('For Applicants', undefined, SLOW)).toBeInTheDocument();
    expect(api.calls(STAFF_LIST)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Post news' })).not.toBeInTheDocument();
  });
});

describe('NewsList (the dashboards\' latest news)', () => {
  it('defaults to the latest 3 under "Latest news", with no pager however many there are', async () => {
    const api = showNewsList({}, { [FEED]: () => feedPage(FIRST_PAGE, 13) });
    expect(await screen.findByRole('heading', { name: 'Latest news' }, SLOW)).toBeInTheDocument();
    await screen.findAllByRole('article', undefined, SLOW);
    expect(api.calls(FEED)[0].query).toEqual({ page: '1', perPage: '3' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes its page size and title', async () => {
    const api = showNewsList({ perPage: 5, title: 'Institute news' }, { [FEED]: () => page(FIRST_PAGE) });
    expect(await screen.findByRole('heading', { name: 'Institute news' }, SLOW)).toBeInTheDocument();
    await waitForCall(api, FEED);
    expect(api.calls(FEED)[0].query).toEqual({ page: '1', perPage: '5' });
  });

  it(`a text longer than ${SHORT_BODY} characters shows its start until "Read more"`, async () => {
    const long = `${'Long notice. '.repeat(40)}The end.`;
    showNewsList({}, { [FEED]: () => page([item(9, 'Notice of the Annual General Meeting 2026', 'all', undefined, long)]) });
    const more = await screen.findByRole('button', { name: 'Read more' }, SLOW);
    expect(screen.queryByText(/The end\.$/)).not.toBeInTheDocument();
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByText(/The end\.$/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe(`News Feed for a member at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows the cards and the pager', async () => {
    showPage(22, { [FEED]: () => feedPage(FIRST_PAGE, 25) });
    expect(await screen.findAllByRole('article', undefined, SLOW)).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(pages).getByRole('button', { name: /page 3/ })).toBeInTheDocument();
  });
});
