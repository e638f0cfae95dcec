import { describe, expect, it } from 'vitest';
import { composeTitle } from '../../../src/app/pageTitle';
import { pageHeading } from '../../../src/app/layout/pageHeading';
import { screenTitle } from '../../../src/ui/screenTitle';
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

  it('takes the title of the current page with its group > collapse > item breadcrumbs', () => {
    const heading = pageHeading(MEMBER_MENU, '/user/member-profile');
    expect(heading.title).toBe('Member Profile');
    expect(heading.breadcrumbs.map((n) => n.title)).toEqual(['My Records', 'Profile', 'Member Profile']);
  });

  it('hides breadcrumbs when the item says breadcrumbs: false, keeping its title', () => {
    const heading = pageHeading(MEMBER_MENU, '/member/view-member-details');
    expect(heading.title).toBe('Member Details');
    expect(heading.breadcrumbs).toEqual([]);
  });

  it('gives a page missing from the menu no title, whatever the route table calls it, so it is "Welcome"', () => {
    const heading = pageHeading(MEMBER_MENU, '/user/password-reset');
    expect(heading).toEqual({ title: null, breadcrumbs: [] });
    expect(composeTitle(heading.title)).toBe('Welcome');
  });

  it('has no title for an unknown page, so the document title is "Welcome"', () => {
    const heading = pageHeading(MEMBER_MENU, '/nowhere');
    expect(heading.title).toBeNull();
    expect(composeTitle(heading.title)).toBe('Welcome');
  });

  it("names a page the route table knows by the table's title, whatever the menu item says (one name per screen)", () => {
    const menu = [{ id: 'a', title: 'Block Access', type: 'item' as const, url: 'user/blockaccess' }];
    const heading = pageHeading(menu, '/user/blockaccess');
    expect(heading.title).toBe('Block Menu Access');
    expect(heading.breadcrumbs.map((n) => n.id)).toEqual(['a']);
    expect(screenTitle('user/blockaccess', 'Block Access')).toBe('Block Menu Access');
  });

  it("keeps the menu's title for a url the route table does not know", () => {
    const menu = [{ id: 'x', title: 'Reports', type: 'item' as const, url: 'reports/monthly' }];
    expect(pageHeading(menu, '/reports/monthly').title).toBe('Reports');
    expect(screenTitle('/reports/monthly', 'Reports')).toBe('Reports');
    expect(screenTitle(undefined, 'Settings')).toBe('Settings');
  });
});
