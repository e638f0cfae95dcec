// The news feed seed: a year of realistic items for every audience, each one the
// "Post news" form would accept, posted by a user who holds the News Feed screen, before the seed's today.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';
import { newsSeed } from '../../mock-api/seed/news.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { NEWS_AUDIENCE, newsProblems } from '../../src/domain/newsRules.mjs';

const seed = buildSeed();
const items = seed.newsFeed;

describe('newsSeed', () => {
  it('is deterministic: the same items from the same users', () => {
    expect(newsSeed({ users: seed.users })).toEqual({ newsFeed: items });
  });

  it('holds about sixteen items with unique ids, each row id its newsId', () => {
    expect(items.length).toBeGreaterThanOrEqual(14);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(new Set(items.map((item) => item.newsId)).size).toBe(items.length);
    for (const item of items) expect(item.id).toBe(item.newsId);
  });

  it('covers every audience, with more than one page (10) for members and for applicants', () => {
    for (const audience of Object.values(NEWS_AUDIENCE)) expect(items.some((item) => item.audience === audience), audience).toBe(true);
    const seenBy = (own) => items.filter((item) => item.audience === 'all' || item.audience === own).length;
    expect(seenBy('members')).toBeGreaterThan(10);
    expect(seenBy('applicants')).toBeGreaterThan(10);
  });

  it('publishes between 1 November 2025 and 20 November 2026, as ISO times, in order of id', () => {
    for (const item of items) {
      expect(new Date(item.publishedAt).toISOString()).toBe(item.publishedAt);
      expect(item.publishedAt >= '2025-11-01' && item.publishedAt <= '2026-11-20T23:59:59.999Z', item.publishedAt).toBe(true);
    }
    const times = items.map((item) => item.publishedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('every item passes the form rule (title 5..150, body 10..2000, a known audience)', () => {
    for (const item of items) expect(newsProblems(item), item.title).toEqual({});
  });

  it('every item is posted by a seeded staff user holding the News Feed screen (never a member or applicant)', () => {
    for (const item of items) {
      const user = seed.users.find((row) => row.username === item.createdBy);
      expect(user, item.createdBy).toBeDefined();
      expect([21, 22]).not.toContain(user.userRoleID);
      const newsMenu = seed.menus.find((menu) => menu.url === SCREEN.NEWS_FEED);
      expect(seed.roles.find((role) => role.userRoleID === user.userRoleID).menuIds, item.createdBy).toContain(newsMenu.id);
    }
  });

  it('names the institute year: renewals, CPD, the AGM, new members and office closures on Poya days', () => {
    const titles = items.map((item) => item.title).join('\n');
    for (const words of [/renew/i, /CPD/, /Annual General Meeting/, /new members/i, /Poya/]) expect(titles).toMatch(words);
  });

  it('refuses to name a publisher the users do not hold', () => {
    expect(() => newsSeed({ users: [] })).toThrow(/no user/);
  });
});
