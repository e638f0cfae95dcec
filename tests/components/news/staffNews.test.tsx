/**
 * News Feed for staff (/member/news-feed): the declared list (newest first, 10 per page, search, audience filter),
 * "Post news" with the shared rule's texts at the limits' boundaries, and delete behind its confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resources } from '../../../resources';
import { newsFeed } from '../../../resources/news/newsFeed';
import { checkRegistry } from '../../../src/framework/declare';
import { cardLines } from '../../../src/framework/display/cardLines';
import { NEWS_LIMITS, NEWS_TEXT } from '../../../src/domain/newsRules.mjs';
import { failed, ok, waitForCall } from '../memberAdmin/memberApi';
import { onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import { ADD, FEED, SLOW, STAFF_LIST, chooseAudience, deleteOf, openPostNews, rowOf, showPage, shows, showsNot, typeInto } from './newsHarness';

afterEach(() => vi.unstubAllGlobals());

const chars = (n: number) => 'a'.repeat(n);
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('News Feed for staff (declared list)', () => {
  it('passes the registry checks', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('newsFeed'))).toEqual([]);
  });

  it('a staff role lists every item: GET application/get-all-news-feed, page 1 of 10, newest first; never the readers\' feed', async () => {
    const api = showPage(23);
    const row = await rowOf('Membership fee for newly approved applicants');
    expect(within(row).getByText('Applicants')).toBeInTheDocument();
    expect(within(row).getByText('admin@example.org')).toBeInTheDocument();
    expect(api.calls(STAFF_LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'publishedAt', sortDirection: 'desc', filterText: '' });
    expect(screen.getByRole('heading', { name: 'News Feed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Published news' })).toBeInTheDocument();
    expect(api.calls(FEED)).toHaveLength(0);
  });

  it('the administrator gets the same list', async () => {
    showPage(1);
    expect(await rowOf('Office closed on Il Full Moon Poya Day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post news' })).toHaveAttribute('data-primary-action');
  });

  it('the audience filter sends audience=members', async () => {
    const api = showPage(23);
    await rowOf('Office closed on Il Full Moon Poya Day');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Audience/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Members' }));
    await waitFor(() => expect(api.calls(STAFF_LIST).some((call) => call.query.audience === 'members')).toBe(true), SLOW);
  });

  it('view shows the whole text', async () => {
    showPage(23);
    fireEvent.click(within(await rowOf('CPD deadline: record your 2026 hours')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'News item - CPD deadline: record your 2026 hours' }, SLOW);
    expect(within(dialog).getByText('The text of CPD deadline: record your 2026 hours.')).toBeInTheDocument();
  });
});

describe('Post news', () => {
  it('an empty form says "This field is required" for title, audience and text; nothing is sent', async () => {
    const api = showPage(23);
    const dialog = await openPostNews();
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText(NEWS_TEXT.required)).toHaveLength(3), SLOW);
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it(`title: ${NEWS_LIMITS.titleMin - 1} → "Title must be 5 to 150 characters"; ${NEWS_LIMITS.titleMin} and ${NEWS_LIMITS.titleMax} pass; ${NEWS_LIMITS.titleMax + 1} refused`, async () => {
    showPage(23);
    const dialog = await openPostNews();
    typeInto(dialog, /^Title/, chars(4));
    save(dialog);
    await shows(dialog, 'Title must be 5 to 150 characters');
    typeInto(dialog, /^Title/, chars(5));
    await showsNot(dialog, 'Title must be 5 to 150 characters');
    typeInto(dialog, /^Title/, chars(150));
    await showsNot(dialog, 'Title must be 5 to 150 characters');
    typeInto(dialog, /^Title/, chars(151));
    await shows(dialog, 'Title must be 5 to 150 characters');
  });

  it(`text: ${NEWS_LIMITS.bodyMin - 1} → "News text must be 10 to 2000 characters"; ${NEWS_LIMITS.bodyMin} and ${NEWS_LIMITS.bodyMax} pass; ${NEWS_LIMITS.bodyMax + 1} refused`, async () => {
    showPage(23);
    const dialog = await openPostNews();
    typeInto(dialog, /News text/, chars(9));
    save(dialog);
    await shows(dialog, 'News text must be 10 to 2000 characters');
    typeInto(dialog, /News text/, chars(10));
    await showsNot(dialog, 'News text must be 10 to 2000 characters');
    typeInto(dialog, /News text/, chars(2000));
    await showsNot(dialog, 'News text must be 10 to 2000 characters');
    typeInto(dialog, /News text/, chars(2001));
    await shows(dialog, 'News text must be 10 to 2000 characters');
  });

  it('a valid form asks to confirm, sends { title, audience, body } and says "News has been published"', async () => {
    const api = showPage(23, { [ADD]: () => ok(NEWS_TEXT.published, { data: { newsId: 18 } }) });
    const dialog = await openPostNews();
    typeInto(dialog, /^Title/, 'Office closed on Poson Poya');
    await chooseAudience(dialog, 'Members');
    typeInto(dialog, /News text/, 'The office will be closed on Poson Full Moon Poya Day.');
    save(dialog);
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
    fireEvent.click(within(sure).getByRole('button', { name: 'Yes' }));
    await waitForCall(api, ADD);
    expect(api.calls(ADD)[0].body).toMatchObject({ title: 'Office closed on Poson Poya', audience: 'members', body: 'The office will be closed on Poson Full Moon Poya Day.' });
    expect(await screen.findByText('News has been published', undefined, SLOW)).toBeInTheDocument();
    await waitForCall(api, STAFF_LIST, 2);
  });

  it("a refusal ('02') shows the server's words", async () => {
    showPage(23, { [ADD]: () => ({ ...failed(NEWS_TEXT.notPublished), problems: { title: NEWS_TEXT.titleLength } }) });
    const dialog = await openPostNews();
    typeInto(dialog, /^Title/, 'Office closed');
    await chooseAudience(dialog, 'Everyone');
    typeInto(dialog, /News text/, 'Closed on Poya day.');
    save(dialog);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW)).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('News has not been published', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Delete a news item', () => {
  const askDelete = async () => {
    fireEvent.click(within(await rowOf('CPD deadline: record your 2026 hours')).getByRole('button', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
  };

  it("asks first, naming the item; 'Delete it!' sends DELETE application/delete-news-feed/{newsId}", async () => {
    const api = showPage(23, { [deleteOf(15)]: () => ok(NEWS_TEXT.deleted) });
    const sure = await askDelete();
    expect(within(sure).getByText('Delete the news item CPD deadline: record your 2026 hours?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, deleteOf(15));
    expect(await screen.findByText('News item has been deleted', undefined, SLOW)).toBeInTheDocument();
    await waitForCall(api, STAFF_LIST, 2);
  });

  it("'01': the item is gone already → \"This news item is no longer available\"", async () => {
    showPage(23, { [deleteOf(15)]: () => failed(NEWS_TEXT.notFound, '01') });
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('This news item is no longer available', undefined, SLOW)).toBeInTheDocument();
  });

  it('Cancel sends nothing', async () => {
    const api = showPage(23);
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(api.calls(deleteOf(15))).toHaveLength(0);
  });
});

describe(`News Feed for staff at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('declares its phone cards: title; date and poster; the audience badge', () => {
    expect(cardLines(newsFeed)).toEqual({ primary: ['title'], secondary: ['publishedAt', 'createdBy'], tertiary: 'audience', labelled: false });
  });

  it('shows cards, not a table, with "Post news" first', async () => {
    showPage(23);
    await screen.findByText('Office closed on Il Full Moon Poya Day', undefined, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Post news' })).toHaveAttribute('data-primary-action');
  });
});
