import { describe, expect, it } from 'vitest';
import { composeTitle } from '../../../src/app/pageTitle';
import { pageHeading } from '../../../src/app/layout/pageHeading';
import { MEMBER_MENU } from './support/session';

describe('page title (spec §2)', () => {
  it('is "Welcome" when nothing matches', () => {
    expect(composeTitle(undefined)).toBe('Welcome');
    expect(composeTitle(null)).toBe('Welcome');
    expect(composeTitle('')).toBe('Welcome');
  });

  it("is the page's title plus the product suffix", () => {
    expect(composeTitle('Member Profile')).toBe('Member Profile | Institute Membership Portal');
  });

  it('takes the current menu item title first, with its group > collapse > item breadcrumbs', () => {
    const heading = pageHeading(MEMBER_MENU, '/user/member-profile');
    expect(heading.title).toBe('Member Profile');
    expect(heading.breadcrumbs.map((n) => n.title)).toEqual(['My Records', 'Profile', 'Member Profile']);
  });

  it('hides breadcrumbs when the item says breadcrumbs: false, keeping its title', () => {
    const heading = pageHeading(MEMBER_MENU, '/user/memberdetails');
    expect(heading.title).toBe('Member Details');
    expect(heading.breadcrumbs).toEqual([]);
  });

  it('falls back to the route table title when the menu does not name the page', () => {
    expect(pageHeading(MEMBER_MENU, '/user/password-reset')).toEqual({ title: 'Password Reset', breadcrumbs: [] });
  });

  it('has no title for an unknown page, so the document title is "Welcome"', () => {
    const heading = pageHeading(MEMBER_MENU, '/nowhere');
    expect(heading.title).toBeNull();
    expect(composeTitle(heading.title)).toBe('Welcome');
  });

  it('matches menu urls written without a leading slash', () => {
    const menu = [{ id: 'a', title: 'All Users', type: 'item' as const, url: 'user/all' }];
    expect(pageHeading(menu, '/user/all').title).toBe('All Users');
  });
});
