/**
 * The side menu's headings: its top groups and their sub menus, in menu order. A screen names its heading in
 * its declaration (`menu.group`); a heading with no screen under it is left out. Ids are fixed: roles' blocks
 * and the menus table name them.
 */
import type { MenuHeading } from '../src/framework/registry/menuTable';

const top = (key: string, id: number, title: string, icon: string, order: number): MenuHeading => ({ key, id, title, icon, order });
const sub = (parent: string, key: string, id: number, title: string, icon: string, order: number): MenuHeading => ({ key, id, title, icon, parent, order });

export const MENU_HEADINGS: readonly MenuHeading[] = [
  top('dashboard', 1, 'Dashboard', 'Dashboard', 1),
  top('administration', 2, 'Administration', 'AdminPanelSettings', 2),
  sub('administration', 'userManagement', 10, 'User Management', 'People', 110),
  sub('administration', 'members', 11, 'Members', 'Groups', 120),
  sub('administration', 'applications', 12, 'Applications', 'Assignment', 130),
  sub('administration', 'payments', 13, 'Payments', 'Payments', 140),
  sub('administration', 'cpdAdministration', 14, 'CPD', 'School', 150),
  sub('administration', 'events', 15, 'Events', 'Event', 160),
  sub('administration', 'settings', 17, 'Settings', 'Settings', 180),
  // the master data's sub menus, named by each master-data declaration's `group`
  top('masterData', 5, 'Master Data', 'Tune', 3),
  sub('masterData', 'garment', 50, 'Garment', 'Work', 50),
  sub('masterData', 'wash', 51, 'Wash', 'Autorenew', 51),
  sub('masterData', 'machine', 52, 'Machine', 'Settings', 52),
  sub('masterData', 'sales', 53, 'Sales', 'TrendingUp', 53),
  sub('masterData', 'general', 54, 'General', 'Description', 54),
  top('membership', 3, 'Membership', 'CardMembership', 4),
  sub('membership', 'memberCpd', 20, 'CPD', 'School', 210),
  top('myAccount', 4, 'My Account', 'AccountCircle', 5),
];
