// The institute's routes, mounted under /api before the generic router. Each module registers its routes
// through lib/routes.mjs, which makes every route declare who may call it.
import { Router } from '../lib/router.mjs';
import { authRoutes } from './auth.mjs';
import { globalDetailsRoutes } from './global-details.mjs';
import { passwordRoutes } from './password.mjs';
import { forgotPasswordRoutes } from './forgot-password.mjs';
import { outboxRoutes } from './outbox.mjs';
import { lookupRoutes } from './lookups.mjs';
import { roleRoutes } from './roles.mjs';
import { userRoutes } from './users.mjs';
import { userCreationRoutes } from './user-creation.mjs';
import { menuAccessRoutes } from './menu-access.mjs';
import { activityLogRoutes } from './activity-log.mjs';
import { inquiryRoutes } from './inquiries.mjs';
import { memberProfileRoutes } from './member-profile.mjs';
import { memberRecordRoutes } from './member-records.mjs';
import { memberAdminRoutes } from './member-admin.mjs';
import { memberApprovalRoutes } from './member-approvals.mjs';
import { memberStandingRoutes } from './member-standing.mjs';
import { fileRoutes } from './files.mjs';
import { applicationRoutes } from './applications.mjs';
import { councilRoutes } from './council.mjs';
import { applicantSignupRoutes } from './applicant-signup.mjs';
import { applicantRoutes } from './applicant.mjs';
import { membershipFeeRoutes } from './membership-fees.mjs';
import { memberPaymentRoutes } from './member-payments.mjs';
import { officePaymentRoutes } from './office-payments.mjs';
import { transactionRoutes } from './transactions.mjs';
import { gatewayRoutes } from './gateway.mjs';
import { sandboxRoutes } from '../sandbox/routes.mjs';

export function instituteRoutes(ctx) {
  const router = Router();
  router.use(authRoutes(ctx));
  router.use(globalDetailsRoutes(ctx));
  router.use(passwordRoutes(ctx));
  // The contract names these at the API root; spec §7 lists them under usermanagement/: serve both.
  const forgotPassword = forgotPasswordRoutes(ctx);
  router.use(forgotPassword);
  router.use('/usermanagement', forgotPassword);
  router.use(lookupRoutes(ctx));
  router.use(roleRoutes(ctx));
  router.use(userRoutes(ctx));
  router.use(userCreationRoutes(ctx));
  router.use(menuAccessRoutes(ctx));
  router.use(activityLogRoutes(ctx));
  router.use(inquiryRoutes(ctx));
  router.use(outboxRoutes(ctx));
  router.use(memberProfileRoutes(ctx));
  router.use(memberRecordRoutes(ctx));
  router.use(memberAdminRoutes(ctx));
  router.use(memberApprovalRoutes(ctx));
  router.use(memberStandingRoutes(ctx));
  router.use(fileRoutes(ctx));
  router.use(applicationRoutes(ctx));
  router.use(councilRoutes(ctx));
  router.use(applicantSignupRoutes(ctx));
  router.use(applicantRoutes(ctx));
  router.use(membershipFeeRoutes(ctx));
  router.use(memberPaymentRoutes(ctx));
  router.use(officePaymentRoutes(ctx));
  router.use(transactionRoutes(ctx));
  router.use(gatewayRoutes(ctx));
  router.use(sandboxRoutes(ctx));
  return router;
}
