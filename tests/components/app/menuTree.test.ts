import { describe, expect, it } from 'vitest';
import { collapsesOnTrail, findMenuTrail, menuSections, toggleCollapse } from '../../../src/ui/menu/menuTree';
import type { MenuItem } from '../../../src/domain/auth';
import { FallbackMenuIcon, iconKey, menuIcon } from '../../../src/ui/menu/menuIcons';
import { MEMBER_MENU } from './support/session';
// The mock API's menu seed: every icon it names must be one the menu can draw.
import { menuRows } from '../../../mock-api/seed/menus.mjs';

describe('menu tree', () => {
  it('finds the trail to an item and the collapses to open for it', () => {
    const trail = findMenuTrail(MEMBER_MENU, '/cpd/developmentgoals');
    expect(trail.map((n) => n.id)).toEqual(['records', 'cpd-menu', 'goals']);
    expect(collapsesOnTrail(trail)).toEqual(['cpd-menu']);
    expect(findMenuTrail(MEMBER_MENU, '/unknown')).toEqual([]);
  });

  it('cuts the links into sections under the group or sub menu holding them, in menu order', () => {
    const sections = menuSections(MEMBER_MENU).map(({ title, links }) => [title, links.map((n) => n.url)]);
    expect(sections).toEqual([
      ['Home', ['/member/member-dashboard']],
      ['Profile', ['/user/member-profile', '/member/view-member-details']],
      ['CPD', ['/cpd/developmentgoals']],
    ]);
  });

  it('keeps links between two sub menus in their own section, and top-level links untitled', () => {
    const link = (id: string): MenuItem => ({ id, title: id, type: 'item', url: `/${id}` });
    const menu: MenuItem[] = [
      link('top'),
      { id: 'g', title: 'Group', type: 'group', children: [
        { id: 'c1', title: 'One', type: 'collapse', children: [link('a')] },
        link('between'),
        { id: 'c2', title: 'Two', type: 'collapse', children: [link('b')] },
      ] },
    ];
    expect(menuSections(menu).map(({ title, links }) => [title, links.map((n) => n.id)])).toEqual([
      [null, ['top']],
      ['One', ['a']],
      ['Group', ['between']],
      ['Two', ['b']],
    ]);
    expect(new Set(menuSections(menu).map((section) => section.key)).size).toBe(4);
  });

  it('opens a top-level collapse as an accordion: its open siblings close', () => {
    expect(toggleCollapse(['a'], 'b', ['a', 'c'], false)).toEqual(['b']);
    expect(toggleCollapse(['a', 'x'], 'b', ['a', 'c'], false)).toEqual(['x', 'b']);
  });

  it('closes an open collapse on a second click', () => {
    expect(toggleCollapse(['a', 'b'], 'b', ['a'], false)).toEqual(['a']);
  });

  it('toggles a sub menu on its own, leaving its siblings open', () => {
    expect(toggleCollapse(['top', 's1'], 's2', ['s1'], true)).toEqual(['top', 's1', 's2']);
  });
});

describe('menu icons', () => {
  it('resolves MUI icon names in their usual spellings', () => {
    expect(iconKey('DashboardIcon')).toBe('dashboard');
    expect(iconKey('feather icon-home')).toBe('home');
    expect(iconKey('SchoolOutlined')).toBe('school');
    expect(menuIcon('Dashboard')).not.toBe(FallbackMenuIcon);
    expect(menuIcon('dashboard')).toBe(menuIcon('DashboardIcon'));
  });

  it('draws every icon the seeded menu names', () => {
    const names = menuRows().flatMap((row) => (row.icon ? [row.icon] : []));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => menuIcon(name) === FallbackMenuIcon)).toEqual([]);
  });

  it('falls back to a default icon for an unknown or missing name', () => {
    expect(menuIcon('no-such-icon')).toBe(FallbackMenuIcon);
    expect(menuIcon(undefined)).toBe(FallbackMenuIcon);
  });
});
