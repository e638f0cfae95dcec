// The dashboards (spec §7 "Dashboard"): the admin dashboard's figures, the member's and the
// applicant's. Every figure is counted from the collections at request time; months and years are Sri Lanka's.
// dashboardcpdcounts lives with the CPD routes (routes/cpd-activities.mjs), news-feed with the news feed's.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer } from '../lib/http/reply.mjs';
import { badInput, forbidden, notFound } from '../lib/cpd/cpd-replies.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { duesAnswer, pendingPaymentOf, todayOf } from '../lib/payments/dues.mjs';
import { sriLankaNow } from '../lib/dashboards/dashboard-time.mjs';
import { approvalsFor } from '../lib/dashboards/dashboard-approvals.mjs';
import { applicationFigures } from '../lib/dashboards/dashboard-applications.mjs';
import { cpdFigures } from '../lib/dashboards/dashboard-cpd.mjs';
import { eventFigures } from '../lib/dashboards/dashboard-events.mjs';
import { memberFigures } from '../lib/dashboards/dashboard-members.mjs';
import { paymentFigures } from '../lib/dashboards/dashboard-payments.mjs';
import { dashboardMemberFor, memberDashboardOf } from '../lib/dashboards/dashboard-member.mjs';
import { applicantDashboardOf, dashboardApplicationFor } from '../lib/dashboards/dashboard-applicant.mjs';
import { PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { anyOf, byRoute, envelope, integer, json, object } from '../lib/contract/schemas.mjs';
import { ADMIN_COUNTS, ADMIN_MEMBERS, APPLICANT_PROGRESS, MEMBER_CARD, PAY_BUTTON } from '../lib/contract/shapes/dashboards.mjs';
import { DUES_ANSWER } from '../lib/contract/shapes/payments.mjs';
import { cpdNotFound } from '../lib/contract/shapes/cpd.mjs';

const DASHBOARD = '§7 Member profile and records: Dashboard (prefix dashboard/)';
/** '00' 'Success' with the figures in data. */
const figures = (description, data) => json(`'00' '${MSG.success}' with ${description}.`, envelope([STATUS_CODE.OK], { data }, { message: true, required: ['data'] }));
const idOf = (what, text) => byRoute(integer({ min: 1, description: `The ${what}'s id.` }), `400 '05' '${text}'; 404 '01' (none); 403 '02' (not the caller's, nor staff's who may read it)`);
/** 400, 403 and 404 of a dashboard about one member or application. */
const READ_REFUSED = (text) => ({
  400: json(`'05' '${text}'.`, envelope([STATUS_CODE.MISSING_FIELDS], {}, { message: true })),
  403: json("'02': not the caller's, nor staff's who may read it.", envelope([STATUS_CODE.FAILED])),
  404: cpdNotFound(MSG.notFound),
});

/** Texts the spec does not give (chosen here). */
export const DASHBOARD_TEXT = Object.freeze({
  notAMember: 'Only members have a membership to pay for',
  invalidMemberId: 'The member id must be a whole number',
  invalidApplicationId: 'The application id must be a whole number',
});

export function dashboardRoutes(ctx) {
  const { db } = ctx;
  const routes = secureRoutes(ctx);
  const success = (res, data) => answer(res, STATUS_CODE.OK, MSG.success, { data });

  /** Runs handler(member) when the caller may read the member the path names; 400 / 404 / 403 otherwise. */
  const readableMember = (handler) => (req, res) => {
    const memberID = idFrom(req.params.memberId);
    if (memberID === undefined) return badInput(res, DASHBOARD_TEXT.invalidMemberId);
    const { member, status } = dashboardMemberFor(db, req.auth.user, memberID);
    if (!member) return status === 404 ? notFound(res) : forbidden(res);
    return handler(member, req, res);
  };

  routes.get('/dashboard/dashboardApplicationcounts', screens(SCREEN.ADMIN_DASHBOARD), contract({
    summary: "The admin dashboard's applications, approval queues, CPD and event figures",
    source: spec(DASHBOARD, 'GET dashboardApplicationcounts'),
    responses: { 200: figures('the figures', ADMIN_COUNTS) },
  }), (req, res) => {
    const now = sriLankaNow(ctx.now());
    return success(res, {
      applications: applicationFigures(db, now.month),
      approvals: approvalsFor(db, req.auth.user),
      cpd: cpdFigures(db, now.day),
      events: eventFigures(db, now),
    });
  });

  routes.get('/dashboard/get-member-details-for-dashboard', screens(SCREEN.ADMIN_DASHBOARD), contract({
    summary: "The admin dashboard's member figures and the month's and year's takings",
    source: spec(DASHBOARD, 'GET get-member-details-for-dashboard'),
    responses: { 200: figures('the figures', ADMIN_MEMBERS) },
  }), (req, res) =>
    success(res, { members: memberFigures(db), payments: paymentFigures(db, sriLankaNow(ctx.now())) }),
  );

  routes.get('/dashboard/memberDashboard/:memberId', SIGNED_IN, contract({
    summary: "A member's dashboard card: standing, validity, chapter (the member's own, or member or payment staff's)",
    source: spec(DASHBOARD, 'GET memberDashboard/{memberId}'),
    params: object({ memberId: idOf('member', DASHBOARD_TEXT.invalidMemberId) }),
    responses: { 200: figures('the card', MEMBER_CARD), ...READ_REFUSED(DASHBOARD_TEXT.invalidMemberId) },
  }), readableMember((member, req, res) => success(res, memberDashboardOf(ctx, member))));

  // The same answer as application/getPaymentFee (lib/payments/dues.mjs duesAnswer), for the member the path names.
  routes.get('/dashboard/getPaymentFee/:memberId', SIGNED_IN, contract({
    summary: 'What a member owes, for the dashboard (as application/getPaymentFee)',
    source: spec(DASHBOARD, 'GET getPaymentFee/{memberId}'),
    params: object({ memberId: idOf('member', DASHBOARD_TEXT.invalidMemberId) }),
    responses: { 200: json("'00' with the dues.", DUES_ANSWER), ...READ_REFUSED(DASHBOARD_TEXT.invalidMemberId) },
  }), readableMember((member, req, res) => res.json(duesAnswer(ctx, member))));

  routes.get('/dashboard/get-response-for-payment-button-hide', SIGNED_IN, contract({
    summary: "Whether the caller's pay button hides: a payment of theirs waits for approval",
    source: spec(DASHBOARD, 'GET get-response-for-payment-button-hide'),
    responses: { 200: json(`'00' with whether it hides and why; '01' '${DASHBOARD_TEXT.notAMember}'.`, anyOf(
      envelope([STATUS_CODE.OK], { data: PAY_BUTTON }, { message: true, required: ['data'] }),
      envelope([STATUS_CODE.NOT_FOUND], {}, { message: true }),
    )) },
  }), (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    if (!member) return answer(res, STATUS_CODE.NOT_FOUND, DASHBOARD_TEXT.notAMember);
    const pending = pendingPaymentOf(ctx, member) !== null;
    return success(res, { hide: pending, reason: pending ? PAYMENT_TEXT.paymentPending : null });
  });

  routes.get('/dashboard/applicantDashboard/:applicationId', SIGNED_IN, contract({
    summary: "An application's progress, what it still lacks and the fee due (the applicant's own, or application staff's)",
    source: spec(DASHBOARD, 'GET applicantDashboard/{applicationId}'),
    params: object({ applicationId: idOf('application', DASHBOARD_TEXT.invalidApplicationId) }),
    responses: { 200: figures('the progress', APPLICANT_PROGRESS), ...READ_REFUSED(DASHBOARD_TEXT.invalidApplicationId) },
  }), (req, res) => {
    const applicationId = idFrom(req.params.applicationId);
    if (applicationId === undefined) return badInput(res, DASHBOARD_TEXT.invalidApplicationId);
    const { application, status } = dashboardApplicationFor(db, req.auth.user, applicationId);
    if (!application) return status === 404 ? notFound(res) : forbidden(res);
    return success(res, applicantDashboardOf(db, application, todayOf(ctx)));
  });

  return routes.router;
}
