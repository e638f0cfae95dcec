import { describe, expect, it } from 'vitest';
import { BESPOKE_SCREENS, LANDING_BY_ROLE, screenPath } from '../../../resources/screens';
import { ALWAYS_ALLOWED_URLS, PROTOTYPE_SCREENS, SCREEN_PATHS, portalMenu } from '../../../resources/registry';
import { resources } from '../../../resources';
import { MENU_HEADINGS } from '../../../resources/menuHeadings';
import { menuTable } from '../../../src/framework/registry/menuTable';
import { stableMenuId } from '../../../src/framework/registry/stableMenuId';
import { ROLE } from '../../../src/domain/roles';

// The registry of screens: the bespoke list and the declarations are one set of screens, each path written once.
const declared = resources.filter((resource) => resource.route !== undefined);
const bespokePaths = Object.values(BESPOKE_SCREENS).flatMap((screen) => [screen.path, ...('aliases' in screen ? (screen.aliases ?? []) : [])]);

describe('the registry of screens', () => {
  it('gives every path to one screen only, bespoke or declared', () => {
    const paths = [...bespokePaths, ...declared.map((resource) => resource.route!)];
    expect(paths.filter((path, at) => paths.indexOf(path) !== at)).toEqual([]);
    // lower-case segments; a parameter (':code') names itself in camel case
    for (const path of paths) expect(path, path).toMatch(/^\/(?:(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*)?$/);
  });

  it('names every screen once and knows each by its name', () => {
    expect(SCREEN_PATHS.developmentGoals).toBe('/cpd/developmentgoals');
    expect(SCREEN_PATHS.memberRenewal).toBe(screenPath('memberRenewal'));
    expect(Object.keys(SCREEN_PATHS)).toHaveLength(Object.keys(BESPOKE_SCREENS).length + declared.length);
  });

  it("gives every declared screen one menu item at its route, titled as the declaration (not a catalogue key)", () => {
    const { rows } = portalMenu();
    for (const resource of declared.filter((r) => r.menu !== false)) {
      const items = rows.filter((row) => row.type === 'item' && row.url === resource.route);
      expect(items, resource.name).toHaveLength(1);
      expect(items[0].title, resource.name).not.toMatch(/^portal\./);
    }
  });

  it('puts a declaration without a menu place under Administration, for the administrator, with an id from its name', () => {
    const venues = { name: 'venues', path: '/param/venues', title: 'Venues', menu: {} };
    const { rows, rolesOf } = menuTable(MENU_HEADINGS, [venues]);
    const item = rows.find((row) => row.url === '/param/venues')!;
    expect(item).toMatchObject({ id: stableMenuId('venues'), title: 'Venues', type: 'item', parentId: 2, icon: 'AdminPanelSettings' });
    expect(rolesOf.get(item.id)).toEqual([ROLE.ADMIN]);
  });

  it('refuses an unknown menu group and two screens with one menu id', () => {
    expect(() => menuTable(MENU_HEADINGS, [{ name: 'x', path: '/param/x', title: 'X', menu: { group: 'nowhere' } }])).toThrow('unknown menu group "nowhere"');
    const twice = [
      { name: 'a', path: '/param/a', title: 'A', menu: { id: 500 } },
      { name: 'b', path: '/param/b', title: 'B', menu: { id: 500 } },
    ];
    expect(() => menuTable(MENU_HEADINGS, twice)).toThrow('the same menu id 500');
  });

  it('lands each built-in role on its dashboard and lets every signed-in user open the always-allowed pages', () => {
    expect(LANDING_BY_ROLE).toEqual({ [ROLE.ADMIN]: '/member/admin-dashboard', [ROLE.APPLICANT]: '/member/application-dashboard', [ROLE.MEMBER]: '/member/member-dashboard' });
    expect(ALWAYS_ALLOWED_URLS).toEqual(['/select-option', '/user/password-reset', '/not-found', '/user/profile']);
  });

  it('prototypes no declared screen on json-server today (each would be a collection served to its screen)', () => {
    expect(PROTOTYPE_SCREENS).toEqual([]);
  });
});
