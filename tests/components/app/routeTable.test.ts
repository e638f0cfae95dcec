import { describe, expect, it } from 'vitest';
import { decideRoute, redirectTarget } from '../../../src/app/decideRoute';
import { routeTitleOf, findRoute, PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTES } from '../../../src/app/routeTable';
import { text } from '../../../src/i18n/text';
import { resources } from '../../../resources';
import { findDeclaredScreen } from '../../../resources/load';
import { MASTER_DATA } from '../../../resources/master-data/index.mjs';

/** Spec §2, verbatim. */
const SPEC_PUBLIC = ['/auth/signup-1', '/auth/signin-1', '/login', '/', '/signup', '/password-reset-member', '/user-inquiry-form', '/events', '/forgot-password-member'];
const SPEC_PRIVATE = '/not-found, /select-option, /member/member-dashboard, /member/admin-dashboard, /member/application-dashboard, /user/rolecreation, /user/password-reset, /user/profile, /user/usercreation, /user/userauth, /user/all, /user/inquiries, /user/activity-log, /user/blockaccess, /user/memberdetails, /user/member-profile, /user/change-password, /user/applicationcreate, /user/membership-fees, /param/globaldata, /member/applicationdetails, /member/admineditmember, /member/member-transfer, /member/event-creation, /member/event-assign, /member/member-transfer-approval, /member/adminapplicantregistration, /member/viewapplications, /member/viewmembers, /member/approvemember, /member/memberrenewal, /member/acceptpayment, /member/accept-payment-new-membership, /member/accept-payment-miscellaneous, /member/adminviewmember, /member/adminviewapplicant, /member/approvetransaction, /member/approvecpdmembership, /member/view-application-council, /member/view-member-details, /member/news-feed, /cpd/developmentgoals, /cpd/activities, /cpd/member-registration, /cpd/cpd-member-profile, /upload-minutes/view-upload-minutes'.split(', ');
/** The portal's own public route beyond the spec: where a membership card's QR code or a letter's number leads. */
const BEYOND_SPEC_PUBLIC = ['/verify/:code'];
/** The portal's own private routes beyond the spec: the mock API's mail outbox (administrators only), CPD settings, renewal reminders, a member's own events. */
const BEYOND_SPEC_PRIVATE = ['/user/mail-outbox', '/cpd/settings', '/member/renewal-reminders', '/member/my-events'];
/** The declared screens (the engine's), which the bespoke route table leaves to the declarations. */
const DECLARED = resources.flatMap((resource) => (resource.route ? [resource.route] : []));
const MASTER_DATA_PATHS = new Set(MASTER_DATA.map((entity) => `/param/${entity.entity}`));
const UNKNOWN = ['/nope', '/user', '/member', '/login/extra', '/user/all/3', '/USER/ALL', '/select-option-x', '/api/auth/signin'];

describe('route table (spec §2)', () => {
  it('holds every public and private route of the spec exactly once, and only the listed others', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PUBLIC, ...BEYOND_SPEC_PUBLIC].sort());
    const declaredBeyondMasterData = DECLARED.filter((path) => !MASTER_DATA_PATHS.has(path));
    expect([...PRIVATE_ROUTES.map((r) => r.path), ...declaredBeyondMasterData].sort()).toEqual([...SPEC_PRIVATE, ...BEYOND_SPEC_PRIVATE].sort());
    expect(new Set([...ROUTES.map((r) => r.path), ...DECLARED]).size).toBe(ROUTES.length + DECLARED.length);
    expect(SPEC_PRIVATE).toHaveLength(46);
  });

  it('gives every route a real title', () => {
    for (const entry of ROUTES) expect(text(entry.title), entry.path).toMatch(/\w/);
  });

  it('shows the login screen at /, /login and /auth/signin-1', () => {
    const loaders = ['/', '/login', '/auth/signin-1'].map((path) => findRoute(path)?.load);
    expect(loaders[0]).toBeTypeOf('function');
    expect(new Set(loaders).size).toBe(1);
  });

  it('builds the dashboards, not placeholders', () => {
    for (const path of ['/member/admin-dashboard', '/member/application-dashboard', '/member/member-dashboard']) {
      expect(findRoute(path)?.load).toBeTypeOf('function');
    }
  });

  it('leaves every declared screen to its declaration: /param/{entity} and the others are found by their route', async () => {
    for (const path of DECLARED) {
      expect(findRoute(path), path).toBeUndefined();
      expect((await findDeclaredScreen(path))?.route, path).toBe(path);
    }
    expect(routeTitleOf('/param/machine')).toBeUndefined();
    for (const path of ['/param/Machine', '/param/machine/1', '/param/nothing']) expect(await findDeclaredScreen(path), path).toBeUndefined();
  });
});

describe('decideRoute (spec §2 route behaviour)', () => {
  it.each(SPEC_PUBLIC)('public %s: shown to visitors, a logged-in user goes to /select-option', (path) => {
    expect(decideRoute(path, false)).toBe('public');
    expect(decideRoute(path, true)).toBe('redirect:/select-option');
  });

  it.each(PRIVATE_ROUTES.map((entry) => entry.path))('private %s: needs login, else /login', (path) => {
    expect(decideRoute(path, false)).toBe('redirect:/login');
    expect(decideRoute(path, true)).toBe('private');
  });

  // the visitor's fallback (VisitorUnknownPath) sends a declared screen to /login, the signed-in app opens it
  it.each(DECLARED.filter((path) => !MASTER_DATA_PATHS.has(path)))('declared %s: left to the declarations, which know it', async (path) => {
    expect(decideRoute(path, false)).toBe('notFound');
    expect(await findDeclaredScreen(path)).toBeDefined();
  });

  it.each(UNKNOWN)('unknown %s is a 404 whether logged in or not, and no declaration knows it', async (path) => {
    expect(decideRoute(path, false)).toBe('notFound');
    expect(decideRoute(path, true)).toBe('notFound');
    expect(await findDeclaredScreen(path)).toBeUndefined();
  });

  it('tolerates one trailing slash as react-router does', () => {
    expect(decideRoute('/user/profile/', true)).toBe('private');
    expect(decideRoute('/login/', false)).toBe('public');
  });

  it('exposes the redirect target', () => {
    expect(redirectTarget('redirect:/login')).toBe('/login');
    expect(redirectTarget('private')).toBeNull();
  });
});
