/**
 * Accessibility: axe-core in Chromium at 1366x900 on every route of the route table a role may
 * open (admin, applicant, member, a Council staff member; the public routes signed out; of the master-data screens,
 * those that hold every field kind between them), then with each of the
 * screen's dialogs open: the engine's create, view, edit and delete dialogs, bulk-approve confirmations, the
 * bespoke screens' dialogs (record dialogs, decisions, reports), a select's menu and an autocomplete's options,
 * and the states a screen reaches only after a search or a choice. WCAG 2 A and AA rules; any serious or critical
 * violation fails the test, each listed with its route and state, rule, impact and elements. At 375 px, a few
 * screens of each kind with their dialogs (the phone's cards and full-screen dialogs).
 * One sign-in per role and width (the API limits sign-ins per address). Nothing is saved: every dialog is cancelled.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PUBLIC_ROUTES } from '../../src/app/routeTable';
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { browserForFile, newPage, pageErrors } from './support/browser';
import { animationsDone, axeFindings, describeFindings, OPEN_LAYER, type Finding } from './support/axe';
import { navigate, PHONE_DEVICE, settled, showListFilters } from './support/phone';
import { headingOf, signInForRoutes, SWEEP_ACCOUNTS } from './support/routes';

/** What is checked after a step: the open dialog or menu (then closed), or the page in its new state. */
interface Step {
  what: string;
  check: 'layer' | 'page';
  act: (page: Page) => Promise<unknown>;
}
const layer = (what: string, act: Step['act']): Step => ({ what, check: 'layer', act });
const state = (what: string, act: Step['act']): Step => ({ what, check: 'page', act });

const main = (page: Page): Locator => page.locator('main');
/** The nth enabled button of the screen named exactly `name`. */
const enabledButton = (scope: Locator, name: string, nth = 0): Locator =>
  scope.getByRole('button', { name, exact: true }).and(scope.page().locator(':enabled')).nth(nth);
const press = (name: string, nth = 0) => (page: Page) => enabledButton(main(page), name, nth).click();
/** Opens the list of the screen's nth combobox (a select's menu or an autocomplete's options). */
const openOptions = (nth = 0) => (page: Page) => main(page).getByRole('combobox').nth(nth).click();
/** A list's nth filter's options, its Filters button opened first on a phone. */
const openFilterOptions = (nth = 0) => async (page: Page) => {
  await showListFilters(page, main(page).getByRole('combobox').nth(nth));
  await openOptions(nth)(page);
};
/** Picks the screen's first combobox's first option: a screen that shows more once something is chosen. */
const chooseFirst = async (page: Page) => {
  await main(page).getByRole('combobox').first().click();
  await page.getByRole('option').first().click();
};

/** Types a member number into the lookup and searches; the screen shows the member once `found` is there. */
const findMember = (memberNo: string, found: (page: Page) => Locator) => async (page: Page) => {
  await page.getByRole('textbox', { name: 'Member Number' }).fill(memberNo);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await found(page).first().waitFor();
};
/** The first row of an application list that awaits a decision (the seed has several). */
const awaitingDecision = (page: Page): Locator =>
  main(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: /^(Submitted|Under Council Review)$/ }) })
    .first();
const memberFound = (page: Page) => page.getByRole('button', { name: 'Another member' });

/** Each of the screen's `count` buttons named `name` opens its own dialog (the record tables' Add buttons). */
const eachOf = (name: string, count: number): Step[] =>
  Array.from({ length: count }, (_, nth) => layer(`${name} (${nth + 1} of ${count})`, press(name, nth)));
/** Buttons opening dialogs, by their names. */
const dialogsOf = (...names: string[]): Step[] => names.map((name) => layer(name, press(name)));

/**
 * The dialogs and states of bespoke screens the engine's sweep (engineSteps) does not find by itself, by route, or
 * by role and route for what only that role sees.
 */
const SCREEN_STEPS: Record<string, Step[]> = {
  // administrator
  '/user/usercreation': [state('a role chosen: its menu table', chooseFirst)],
  '/user/blockaccess': [state('a role chosen: its menu items', chooseFirst)],
  '/user/memberdetails': [state('member M0001 found', findMember('M0001', (page) => page.getByRole('cell').first()))],
  '/member/approvetransaction': [layer('the status filter menu', openFilterOptions())],
  '/member/viewapplications': [
    state('a submitted application opened (View)', async (page) => {
      await enabledButton(awaitingDecision(page), 'View').click();
      await settled(page, headingOf('/member/adminviewapplicant'));
    }),
    ...dialogsOf('Approve', 'Reject'),
  ],
  '/member/event-creation': [state('the calendar', (page) => page.getByRole('button', { name: 'Calendar' }).click())],
  '/member/event-assign': [state('an event picked: its registrations', chooseFirst)],
  '/member/adminviewmember': [
    state('member M0001 found: records and change requests', findMember('M0001', memberFound)),
    ...dialogsOf('Approve', 'Reject', 'Approve all pending', 'Reject all pending', 'Cancel membership'),
  ],
  '/member/admineditmember': [
    state('member M0001 found: the edit form and records', findMember('M0001', memberFound)),
    ...eachOf('Add', 3),
    layer('Delete a record', press('Delete')),
  ],
  '/member/acceptpayment': [state('member M0001 found: dues and the payment form', findMember('M0001', (page) => page.getByText('M0001')))],
  // member
  '/user/member-profile': [...dialogsOf('Edit'), layer('the member types', openOptions())],
  '/member/view-member-details': [...eachOf('Add', 3), layer('Delete a record', press('Delete'))],
  '/member/member-transfer': [layer('the chapters', openOptions())],
  '/cpd/cpd-member-profile': dialogsOf('Sign declaration'),
  // applicant
  '/member/applicationdetails': dialogsOf('Add Employment Details', 'Add Academic Qualifications', 'Add Professional Bodies'),
  // Council (the administrator reviews no application)
  'staff /member/view-application-council': [
    state('an application under review opened (View)', (page) => enabledButton(awaitingDecision(page), 'View').click()),
    layer('the recommendations', (page) => page.getByRole('combobox', { name: 'Recommendation' }).click()),
  ],
};

/** Heading buttons that open no dialog: downloads. (Toggle buttons, aria-pressed, and icon buttons are skipped too.) */
const NOT_DIALOGS = new Set(['Export', 'CPD transcript']);
/** Row buttons that open a dialog on the engine's lists. */
const ROW_DIALOGS = ['View', 'Edit', 'Delete', 'Approve'];
/** Lists whose row buttons open another screen, not a dialog (their own steps follow one). */
const ROWS_NAVIGATE = new Set(['/member/viewmembers', '/member/viewapplications', '/member/adminviewapplicant', '/member/view-application-council']);

/**
 * The master-data screens checked: the fewest that hold every field kind and format, and lines. The engine draws
 * every master-data screen and dialog from its declaration with the same components, so the others would repeat
 * the same checks (each still opens in the phone sweep and the routing tests).
 */
const MASTER_DATA_ROUTES = new Set(MASTER_DATA.map((entity) => `/param/${entity.entity}`));
const MASTER_DATA_SAMPLES = (() => {
  const seen = new Set<string>();
  const picked = new Set<string>();
  for (const entity of MASTER_DATA) {
    const kinds = Object.values(entity.fields).map((field) => `${field.kind}:${field.format ?? ''}`);
    if (entity.detail) kinds.push('detail');
    if (kinds.every((kind) => seen.has(kind))) continue;
    picked.add(`/param/${entity.entity}`);
    for (const kind of kinds) seen.add(kind);
  }
  return picked;
})();

/** The engine's dialogs on this screen: its heading's buttons, its first row's buttons, its bulk approval. */
async function engineSteps(page: Page, route: string): Promise<Step[]> {
  const heading = () => page.locator('h1').first().locator('xpath=..');
  const headingButtons = await heading()
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((button) => !button.hasAttribute('aria-pressed')).map((button) => button.textContent?.trim() ?? ''));
  const steps = headingButtons
    .filter((name) => name !== '' && !NOT_DIALOGS.has(name))
    .map((name) => layer(name, () => enabledButton(heading(), name).click()));
  // the rows: a table's body on a desktop, the cards on a phone
  const rows = (await main(page).locator('tbody').count()) > 0 ? main(page).locator('tbody') : main(page);
  if (!ROWS_NAVIGATE.has(route)) {
    for (const name of ROW_DIALOGS) {
      if ((await enabledButton(rows, name).count()) > 0) steps.push(layer(`a row's ${name}`, () => enabledButton(rows, name).click()));
    }
  }
  const rowBox = rows.getByRole('checkbox', { name: /^Select (?!every row)/ }).and(page.locator(':enabled')).first();
  if ((await rowBox.count()) > 0) {
    steps.push(
      layer('bulk approval of a selected row', async () => {
        await rowBox.check();
        await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: / selected$/ }).click();
      }),
    );
  }
  return steps;
}

/** The page drawn and still: nothing loading, nothing moving. */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, undefined, { timeout: 15_000 });
  await animationsDone(page);
}

/** Closes whatever is open over the page (Escape; a dialog that ignores it, by its Cancel or Close button). */
async function closeLayers(page: Page): Promise<void> {
  const open = page.locator(OPEN_LAYER);
  const fewer = (before: number) =>
    page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length < count, [OPEN_LAYER, before] as const, { timeout: 2_000 });
  for (let attempt = 0; attempt < 4 && (await open.count()) > 0; attempt++) {
    const before = await open.count();
    await page.keyboard.press('Escape');
    await fewer(before).catch(() => open.last().getByRole('button', { name: /^(Cancel|Close|No)$/ }).first().click());
  }
  await animationsDone(page);
}

async function runStep(page: Page, where: string, step: Step): Promise<Finding[]> {
  const label = `${where} [${step.what}]`;
  try {
    await step.act(page);
    if (step.check === 'layer') await page.locator(OPEN_LAYER).last().waitFor({ timeout: 5_000 });
    await still(page);
    const findings = await axeFindings(page, label, step.check === 'layer' ? OPEN_LAYER : undefined);
    if (step.check === 'layer') await closeLayers(page);
    return findings;
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

/** Checks a screen: its page once drawn, then each step (a dialog opened and closed, or a state reached). */
async function checkScreen(page: Page, where: string, route: string, steps: () => Promise<Step[]>): Promise<{ findings: Finding[]; layers: number }> {
  await navigate(page, route);
  await settled(page, headingOf(route));
  const findings = await axeFindings(page, where);
  let layers = 0;
  for (const step of await steps()) {
    findings.push(...(await runStep(page, where, step)));
    if (step.check === 'layer') layers++;
  }
  return { findings, layers };
}

/**
 * The phone's own layouts of the engine (cards with their row actions and selection, full-screen create, view, edit
 * and delete dialogs, a recipe's lines, the calendar's agenda) and of a member's record dialogs.
 */
const PHONE_SCREENS: Record<string, string[]> = {
  admin: ['/user/all', '/member/approvetransaction', '/param/recipe', '/member/event-creation'],
  member: ['/member/view-member-details'],
};

// Its pages ask for reduced motion, as every test page does (support/browser.ts): dialogs open and close at once and
// nothing animates, so axe measures colours in their final state.
const session = browserForFile();

/** The administrator's 76 screens and ~90 dialogs take about two minutes on this (busy, 2-core) machine. */
const ROLE_TIMEOUT_MS = 240_000;
/**
 * Screens whose dialogs were opened: each screen's once, by the first role of the sweep that may open it (the
 * administrator first); every role's pages are checked, and the steps only one role sees.
 */
const swept = new Set<string>();

/** The steps of a screen for a role: the engine's and the screen's own, unless an earlier role took them. */
async function stepsOf(page: Page, who: string, route: string): Promise<Step[]> {
  const own = SCREEN_STEPS[`${who} ${route}`] ?? [];
  if (swept.has(route)) return own;
  swept.add(route);
  return [...(await engineSteps(page, route)), ...(SCREEN_STEPS[route] ?? []), ...own];
}

describe('accessibility: axe-core (WCAG 2 A/AA) on every screen of every role, with its dialogs open, at 1366x900', () => {
  it('the public routes, signed out, and the login form with its errors', async () => {
    const page = await newPage(session.browser);
    const findings: Finding[] = [];
    for (const { path } of PUBLIC_ROUTES) {
      await page.goto(path);
      await settled(page, headingOf(path));
      findings.push(...(await axeFindings(page, `visitor ${path}`)));
    }
    await page.goto('/login');
    await settled(page, headingOf('/login'));
    const emptyLogin = state('Login with empty fields: both required', (p) => p.getByRole('button', { name: 'Login' }).click());
    findings.push(...(await runStep(page, 'visitor /login', emptyLogin)));
    expect(describeFindings(findings)).toBe('');
    await page.context().close();
  });

  for (const account of SWEEP_ACCOUNTS) {
    it(
      `every screen ${account.name} may open, and its dialogs`,
      async () => {
        const page = await newPage(session.browser);
        const routes = await signInForRoutes(page, account);
        expect(routes.length).toBeGreaterThan(3);
        const findings: Finding[] = [];
        let layers = 0;
        const checkedRoutes = routes.filter((path) => !MASTER_DATA_ROUTES.has(path) || MASTER_DATA_SAMPLES.has(path));
        for (const route of checkedRoutes) {
          const checked = await checkScreen(page, `${account.name} ${route}`, route, () => stepsOf(page, account.name, route));
          findings.push(...checked.findings);
          layers += checked.layers;
        }
        console.log(`${account.name}: ${checkedRoutes.length} of ${routes.length} screens, ${layers} dialogs and menus`);
        expect(describeFindings(findings)).toBe('');
        expect(pageErrors.get(page)).toEqual([]);
        await page.context().close();
      },
      ROLE_TIMEOUT_MS,
    );
  }

  it("at 375 px: the engine's lists as cards and its dialogs full screen, on a few screens of each kind", async () => {
    const findings: Finding[] = [];
    for (const [name, routes] of Object.entries(PHONE_SCREENS)) {
      const page = await newPage(session.browser, PHONE_DEVICE);
      await signInForRoutes(page, SWEEP_ACCOUNTS.find((account) => account.name === name)!);
      for (const route of routes) {
        const steps = async () => [...(await engineSteps(page, route)), ...(SCREEN_STEPS[route] ?? [])];
        findings.push(...(await checkScreen(page, `${name} at 375 px ${route}`, route, steps)).findings);
      }
      await page.context().close();
    }
    expect(describeFindings(findings)).toBe('');
  });
});
