import type { Page } from 'playwright-core';
import { findRoute, PRIVATE_ROUTES, routeTitleOf } from '../../../src/app/routeTable';
import { resources } from '../../../resources';
import { messageText } from '../../../src/i18n/messageText';
import type { MessageKey } from '../../../src/i18n/keys';
import { text } from '../../../src/i18n/text';
import { signInByToken } from './signIn';

/** Helpers of the sweeps over every route a role may open (tests/e2e/phone-sweep.e2e.ts, accessibility.e2e.ts). */

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The demo roles the sweeps sign in as: one sign-in each (the API limits sign-ins per address). */
export const SWEEP_ACCOUNTS: Account[] = [
  { name: 'admin', email: 'admin@example.org', password: 'Admin@123' },
  { name: 'applicant', email: 'applicant@example.org', password: 'Applicant@123' },
  { name: 'member', email: 'member@example.org', password: 'Member@123' },
  // an administrator-defined role (Council)
  { name: 'staff', email: 'staff01@example.org', password: 'User@123' },
];

/** The declared screens, which the bespoke route table does not list, by route. */
const DECLARED = new Map(resources.flatMap((resource) => (resource.route ? [[resource.route, resource] as const] : [])));

/** The page's h1: the route table's title, or a declared screen's (its declaration's, as its menu item). */
export const headingOf = (route: string): string => {
  const title = routeTitleOf(route);
  if (title) return text(title as MessageKey);
  const declared = DECLARED.get(route);
  return declared ? messageText(declared.title) : '';
};

/** Signs in once (without the login screen: signIn.ts) and reads the routes the login response permits, in the table's order. */
export async function signInForRoutes(page: Page, account: Account): Promise<string[]> {
  const { URLList } = await signInByToken(page, account.email, account.password);
  const urls = URLList.map((entry) => entry.url);
  const permitted = new Set(urls.map((url) => findRoute(url)?.path ?? (DECLARED.has(url) ? url : undefined)).filter((path): path is string => path !== undefined));
  const inTable = PRIVATE_ROUTES.map((entry) => entry.path).filter((path) => permitted.has(path));
  // and the declared screens, which the table does not list
  return [...inTable, ...[...permitted].filter((path) => !inTable.includes(path)).sort()];
}
