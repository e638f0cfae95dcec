import { describe, expect, it } from 'vitest';
import { decideRoute, redirectTarget } from '../../../src/app/decideRoute';
import { routeTitleOf, findRoute, PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTES } from '../../../src/app/routeTable';
import { text } from '../../../src/i18n/text';
import { msg } from '../../../src/i18n/keys';
import { resources } from '../../../resources';

/** Spec §2, verbatim. */
const SPEC_PUBLIC = ['/auth/signup-1', '/auth/signin-1', '/login', '/', '/signup', '/password-reset-member', '/user-inquiry-form', '/events', '/forgot-password-member'];
const SPEC_PRIVATE = '/not-found, /select-option, /member/member-dashboard, /member/admin-dashboard, /member/application-dashboard, /user/rolecreation, /user/password-reset, /user/profile, /user/usercreation, /user/userauth, /user/all, /user/inquiries, /user/activity-log, /user/blockaccess, /user/memberdetails, /user/member-profile, /user/change-password, /user/applicationcreate, /user/membership-fees, /param/globaldata, /member/applicationdetails, /member/admineditmember, /member/member-transfer, /member/event-creation, /member/event-assign, /member/member-transfer-approval, /member/adminapplicantregistration, /member/viewapplications, /member/viewmembers, /member/approvemember, /member/memberrenewal, /member/acceptpayment, /member/accept-payment-new-membership, /member/accept-payment-miscellaneous, /member/adminviewmember, /member/adminviewapplicant, /member/approvetransaction, /member/approvecpdmembership, /member/view-application-council, /member/view-member-details, /member/news-feed, /cpd/developmentgoals, /cpd/activities, /cpd/member-registration, /cpd/cpd-member-profile, /upload-minutes/view-upload-minutes'.split(', ');
/** The portal's own private routes beyond the spec: the mock API's mail outbox (administrators only). */
const BEYOND_SPEC_PRIVATE = ['/user/mail-outbox', '/cpd/settings'];
const UNKNOWN = ['/nope', '/user', '/member', '/login/extra', '/user/all/3', '/USER/ALL', '/select-option-x', '/api/auth/signin'];

describe('route table (spec §2)', () => {
  it('holds every public and private route of the spec exactly once, and only the listed others', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PUBLIC].sort());
    expect(PRIVATE_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PRIVATE, ...BEYOND_SPEC_PRIVATE].sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(SPEC_PRIVATE).toHaveLength(46);
  });

  it('gives every route a real title', () => {
    for (const entry of ROUTES) expect(text(entry.title), entry.path).toMatch(/\w/);
  });

  it('shows the login screen at /, /login and /auth/signin-1', () => {
    const loaders = ['/', '/login', '/auth/signin-1'].map((path) => {
      const render = findRoute(path)?.render;
      return render?.kind === 'screen' ? render.load : undefined;
    });
    expect(loaders[0]).toBeTypeOf('function');
    expect(new Set(loaders).size).toBe(1);
  });

  it('builds the dashboards, not placeholders', () => {
    for (const path of ['/member/admin-dashboard', '/member/application-dashboard', '/member/member-dashboard']) {
      expect(findRoute(path)?.render.kind).toBe('screen');
    }
  });

  it("heads every declared screen with its route's title (one name per screen; a master-data screen's is its menu item's)", () => {
    for (const resource of resources.filter((r) => r.route !== undefined && routeTitleOf(r.route) !== undefined)) {
      expect(resource.title, resource.name).toBe(msg(routeTitleOf(resource.route!)!));
    }
  });

  it('serves /param/{entity} from its master-data declaration, and nothing else under /param/ but the table\'s own', () => {
    expect(findRoute('/param/machine')).toMatchObject({ access: 'private', render: { kind: 'resource' } });
    expect(findRoute('/param/globaldata')?.title).toBe('globalDetails.title');
    expect(routeTitleOf('/param/machine')).toBeUndefined();
    expect(findRoute('/param/Machine')).toBeUndefined();
    expect(findRoute('/param/machine/1')).toBeUndefined();
  });

  it('has a private route marked resource for every declared resource', () => {
    for (const resource of resources.filter((r) => r.route !== undefined)) {
      const entry = findRoute(resource.route!);
      expect(entry?.access, resource.name).toBe('private');
      expect(entry?.render.kind, resource.name).toBe('resource');
    }
  });
});

describe('decideRoute (spec §2 route behaviour)', () => {
  it.each(SPEC_PUBLIC)('public %s: shown to visitors, a logged-in user goes to /select-option', (path) => {
    expect(decideRoute(path, false)).toBe('public');
    expect(decideRoute(path, true)).toBe('redirect:/select-option');
  });

  it.each([...SPEC_PRIVATE, ...BEYOND_SPEC_PRIVATE])('private %s: needs login, else /login', (path) => {
    expect(decideRoute(path, false)).toBe('redirect:/login');
    expect(decideRoute(path, true)).toBe('private');
  });

  it.each(UNKNOWN)('unknown %s is a 404 whether logged in or not', (path) => {
    expect(decideRoute(path, false)).toBe('notFound');
    expect(decideRoute(path, true)).toBe('notFound');
  });

  it('tolerates one trailing slash as react-router does', () => {
    expect(decideRoute('/user/all/', true)).toBe('private');
    expect(decideRoute('/login/', false)).toBe('public');
  });

  it('exposes the redirect target', () => {
    expect(redirectTarget('redirect:/login')).toBe('/login');
    expect(redirectTarget('private')).toBeNull();
  });
});
