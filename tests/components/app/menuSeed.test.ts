import { describe, expect, it } from 'vitest';
// The mock API's menu seed: the rows the login turns into the side menu.
import { menuIdsFor, menuRows } from '../../../mock-api/seed/menus.mjs';
import { findRoute, routeTitleOf } from '../../../src/app/routeTable';
import { MASTER_DATA } from '../../../resources/master-data/index.mjs';
import { resources } from '../../../resources';
import { text } from '../../../src/i18n/text';

const ADMIN = 1;
const APPLICANT = 21;
const MEMBER = 22;

describe('menu seed: the mail outbox', () => {
  const rows = menuRows();
  const outbox = rows.find((row) => row.url === '/user/mail-outbox');

  it('is the only adminOnly row, and the flag reaches the flat rows', () => {
    expect(rows.filter((row) => row.adminOnly).map((row) => row.url)).toEqual(['/user/mail-outbox']);
    expect(outbox).toMatchObject({ id: 181, title: 'Mail Outbox', type: 'item', icon: 'Mail', adminOnly: true });
  });

  it('sits in Settings after Global Details', () => {
    const settings = rows.find((row) => row.type === 'collapse' && row.title === 'Settings');
    const children = rows.filter((row) => row.parentId === settings?.id).sort((a, b) => a.order - b.order);
    expect(children.map((row) => row.title)).toEqual(['Global Details', 'Mail Outbox', 'Renewal Reminders']);
  });

  it('is ticked for the administrator only', () => {
    expect(menuIdsFor(ADMIN)).toContain(181);
    for (const role of [APPLICANT, MEMBER]) expect(menuIdsFor(role)).not.toContain(181);
  });
});

describe('menu seed: one name per screen', () => {
  const items = menuRows().filter((row) => row.type === 'item' && row.url);

  it("titles every item with its screen's route table title, so the API's menus name screens as the app does", () => {
    const differing = items.flatMap((row) => {
      const title = routeTitleOf(row.url!);
      return title && text(title) !== row.title ? [`${row.url}: menu '${row.title}', route table '${text(title)}'`] : [];
    });
    expect(differing).toEqual([]);
  });

  it("titles every master-data item with its declaration's title (the route table names none of them)", () => {
    const differing = MASTER_DATA.flatMap((entity) => {
      const row = items.find((item) => item.url === `/param/${entity.entity}`);
      return row?.title === entity.title ? [] : [`/param/${entity.entity}: menu '${row?.title}', declaration '${entity.title}'`];
    });
    expect(differing).toEqual([]);
  });

  it("links only the portal's screens: the bespoke route table's and the declared ones", () => {
    const declared = new Set(resources.map((resource) => resource.route));
    expect(items.filter((row) => !findRoute(row.url!) && !declared.has(row.url!)).map((row) => row.url)).toEqual([]);
  });

  it("uses the spec's screen names and the fixed mismatches", () => {
    const titleOf = (url: string) => items.find((row) => row.url === url)?.title;
    expect(titleOf('/member/approvetransaction')).toBe('Transaction View / Approve');
    expect(titleOf('/member/approvecpdmembership')).toBe('CPD Member View / CPD Membership Approve');
    expect(titleOf('/user/rolecreation')).toBe('Role Creation');
    expect(titleOf('/user/userauth')).toBe('User Authorization');
    expect(titleOf('/user/usercreation')).toBe('User ID Creation');
    expect(titleOf('/user/all')).toBe('View All Users');
    expect(titleOf('/param/globaldata')).toBe('Global Details');
    expect(titleOf('/cpd/developmentgoals')).toBe('Development Goals');
    expect(titleOf('/member/viewapplications')).toBe('Approve Applications');
    expect(titleOf('/user/password-reset')).toBe('Password Reset');
    expect(titleOf('/user/blockaccess')).toBe('Block Menu Access');
    expect(titleOf('/user/inquiries')).toBe('User Inquiries');
    expect(titleOf('/member/event-assign')).toBe('Event Assignment');
  });
});

describe('menu seed: one menu item per screen', () => {
  const items = menuRows().filter((row) => row.type === 'item' && row.url);

  it.each([ADMIN, APPLICANT, MEMBER])('role %i ticks no two items that open the same screen', (role) => {
    const ticked = items.filter((row) => menuIdsFor(role).includes(row.id));
    const byScreen = new Map<unknown, string[]>();
    for (const row of ticked) {
      const entry = findRoute(row.url!);
      if (!entry) continue;
      byScreen.set(entry.load, [...(byScreen.get(entry.load) ?? []), row.title]);
    }
    expect([...byScreen.values()].filter((titles) => titles.length > 1)).toEqual([]);
  });
});
