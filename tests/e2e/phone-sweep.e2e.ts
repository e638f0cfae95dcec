/**
 * The phone sweep: on a 375x812 phone, every route of the route table that a
 * role may open (its URLList from the login response; the public routes while signed out) is no wider
 * than the screen, shows its primary action on screen, and keeps Logout in the app bar on screen.
 * Every later screen is held to it. SWEEP_SCREENSHOTS=1 also saves each route at 375 and 1366x900 into
 * test-results/sweep/. One sign-in per role: the API limits sign-ins per address.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findRoute, PUBLIC_ROUTES } from '../../src/app/routeTable';
import { browserForFile } from './support/browser';
import { documentWidth, inViewport, navigate, newPhonePage, PHONE, primaryAction, settled, sweepScreenshots } from './support/phone';
import { headingOf, signInForRoutes, SWEEP_ACCOUNTS } from './support/routes';

interface Finding {
  route: string;
  width: number;
  primaryVisible: boolean;
  logoutVisible: boolean | null;
}

const fits = (finding: Finding): boolean =>
  finding.width <= PHONE.width && finding.primaryVisible && finding.logoutVisible !== false;

const report = (who: string, findings: Finding[]): string =>
  findings
    .map((f) => `${fits(f) ? 'ok  ' : 'FAIL'} ${who} ${f.route}: scrollWidth ${f.width}, primary action ${f.primaryVisible ? 'visible' : 'NOT visible'}${f.logoutVisible === null ? '' : `, Logout ${f.logoutVisible ? 'visible' : 'NOT visible'}`}`)
    .join('\n');

/** `who`: the account signed in, or 'visitor' (signed out: no app bar). */
async function measure(page: Page, route: string, who: string): Promise<Finding> {
  const signedIn = who !== 'visitor';
  const entry = findRoute(route);
  await settled(page, headingOf(route));
  const primary = await primaryAction(page, entry);
  const finding: Finding = {
    route,
    width: await documentWidth(page),
    primaryVisible: await inViewport(primary),
    logoutVisible: signedIn ? await inViewport(page.getByRole('button', { name: 'Logout', exact: true }).first()) : null,
  };
  await sweepScreenshots(page, `${who}${route === '/' ? '-root' : route}`);
  return finding;
}

const session = browserForFile();
/** About 45 s for the administrator's 74 routes (40 of them master data); four times that with SWEEP_SCREENSHOTS=1. */
const ROLE_TIMEOUT_MS = 180_000;

describe('phone sweep at 375x812', () => {
  it('the public routes, signed out', async () => {
    const page = await newPhonePage(session.browser);
    const findings: Finding[] = [];
    for (const { path } of PUBLIC_ROUTES) {
      await page.goto(path);
      findings.push(await measure(page, path, 'visitor'));
    }
    console.log(report('visitor', findings));
    expect(findings.filter((f) => !fits(f)).map((f) => f.route)).toEqual([]);
    await page.context().close();
  });

  for (const account of SWEEP_ACCOUNTS) {
    it(`every route ${account.name} may open`, async () => {
      const page = await newPhonePage(session.browser);
      const routes = await signInForRoutes(page, account);
      expect(routes.length).toBeGreaterThan(3);
      const findings: Finding[] = [];
      for (const route of routes) {
        await navigate(page, route);
        findings.push(await measure(page, route, account.name));
      }
      console.log(report(account.name, findings));
      expect(findings.filter((f) => !fits(f)).map((f) => f.route)).toEqual([]);
      await page.context().close();
    }, ROLE_TIMEOUT_MS);
  }
});
