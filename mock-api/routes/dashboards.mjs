// The dashboards (spec §7 "Dashboard", issue 12): the admin dashboard's figures, the member's and the
// applicant's. Every figure is counted from the collections at request time; months and years are Sri Lanka's.
// dashboardcpdcounts lives with the CPD routes (routes/cpd-activities.mjs), news-feed with the news feed's.
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer } from '../lib/reply.mjs';
import { badInput, forbidden, notFound } from '../lib/cpd-replies.mjs';
import { idFrom } from '../lib/fields.mjs';
import { memberOfUser } from '../lib/members.mjs';
import { duesAnswer, pendingPaymentOf, todayOf } from '../lib/dues.mjs';
import { sriLankaNow } from '../lib/dashboard-time.mjs';
import { approvalsFor } from '../lib/dashboard-approvals.mjs';
import { applicationFigures } from '../lib/dashboard-applications.mjs';
import { cpdFigures } from '../lib/dashboard-cpd.mjs';
import { eventFigures } from '../lib/dashboard-events.mjs';
import { memberFigures } from '../lib/dashboard-members.mjs';
import { paymentFigures } from '../lib/dashboard-payments.mjs';
import { dashboardMemberFor, memberDashboardOf } from '../lib/dashboard-member.mjs';
import { applicantDashboardOf, dashboardApplicationFor } from '../lib/dashboard-applicant.mjs';
import { PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';

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

  routes.get('/dashboard/dashboardApplicationcounts', screens(SCREEN.ADMIN_DASHBOARD), (req, res) => {
    const now = sriLankaNow(ctx.now());
    return success(res, {
      applications: applicationFigures(db, now.month),
      approvals: approvalsFor(db, req.auth.user),
      cpd: cpdFigures(db, now.day),
      events: eventFigures(db, now),
    });
  });

  routes.get('/dashboard/get-member-details-for-dashboard', screens(SCREEN.ADMIN_DASHBOARD), (req, res) =>
    success(res, { members: memberFigures(db), payments: paymentFigures(db, sriLankaNow(ctx.now())) }),
  );

  routes.get('/dashboard/memberDashboard/:memberId', SIGNED_IN, readableMember((member, req, res) => success(res, memberDashboardOf(ctx, member))));

  // The same answer as application/getPaymentFee (lib/dues.mjs duesAnswer), for the member the path names.
  routes.get('/dashboard/getPaymentFee/:memberId', SIGNED_IN, readableMember((member, req, res) => res.json(duesAnswer(ctx, member))));

  routes.get('/dashboard/get-response-for-payment-button-hide', SIGNED_IN, (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    if (!member) return answer(res, STATUS_CODE.NOT_FOUND, DASHBOARD_TEXT.notAMember);
    const pending = pendingPaymentOf(ctx, member) !== null;
    return success(res, { hide: pending, reason: pending ? PAYMENT_TEXT.paymentPending : null });
  });

  routes.get('/dashboard/applicantDashboard/:applicationId', SIGNED_IN, (req, res) => {
    const applicationId = idFrom(req.params.applicationId);
    if (applicationId === undefined) return badInput(res, DASHBOARD_TEXT.invalidApplicationId);
    const { application, status } = dashboardApplicationFor(db, req.auth.user, applicationId);
    if (!application) return status === 404 ? notFound(res) : forbidden(res);
    return success(res, applicantDashboardOf(db, application, todayOf(ctx)));
  });

  return routes.router;
}
