/** The dashboards' answers, as the screens read them. */
import type { StandingCode } from '../../domain/memberStanding.mjs';
import type { Dues } from '../../domain/paymentRules.mjs';

export interface StatusCount {
  status: number;
  label: string;
  count: number;
}

export interface MonthCounts {
  /** 'YYYY-MM' */
  month: string;
  submitted: number;
  approved: number;
  rejected: number;
}

/** One approval queue the viewer works: how many wait in it and the route of its screen. */
export interface Approval {
  key: string;
  label: string;
  count: number;
  url: string;
}

/** GET dashboard/dashboardApplicationcounts */
export interface ApplicationCounts {
  applications: { total: number; byStatus: StatusCount[]; byMonth: MonthCounts[] };
  approvals: Approval[];
  cpd: { byStatus: StatusCount[]; year: number; compliant: number; behind: number };
  events: { upcoming: number; registrationsThisYear: number; attendedThisYear: number };
}

export interface ModeTakings {
  mode: string;
  label: string;
  amountLkr: number;
  count: number;
}

export interface PeriodTakings {
  label: string;
  totalLkr: number;
  count: number;
  byMode: ModeTakings[];
}

/** GET dashboard/get-member-details-for-dashboard */
export interface MemberFigures {
  members: {
    total: number;
    byStatus: StatusCount[];
    byType: { typeId: number | null; label: string; count: number }[];
    byChapter: { chapterId: number | null; label: string; count: number }[];
  };
  payments: { month: PeriodTakings; year: PeriodTakings };
}

/** GET dashboard/memberDashboard/{memberId} */
export interface MemberCard {
  memberID: number;
  memberNo: string;
  name: string;
  memberTypeName: string;
  status: number;
  statusName: string;
  /** the standing today (src/domain/memberStanding.mjs): what the card's status badge shows */
  standing: StandingCode;
  standingName: string;
  /** 'YYYY-12-31' the paid subscription runs to (the standing's valid-till), null before any payment */
  validTill: string | null;
  /** the last day of the renewal grace period, null before any payment */
  graceUntil: string | null;
  lastRenewalYear: number | null;
  memberSince: string | null;
  chapter: { chapterId: number; name: string } | null;
}

/** GET dashboard/getPaymentFee/{memberId} (the answer of application/getPaymentFee) */
export interface MemberDues {
  dues: Dues;
  newMembershipDue: { year: number; entrance: number; subscription: number; amount: number } | null;
}

/** GET dashboard/get-response-for-payment-button-hide */
export interface PayButton {
  hide: boolean;
  reason: string | null;
}

/** GET dashboard/dashboardcpdcounts/{userid} (mock-api/lib/cpd/cpd-summary.mjs dashboardCountsOf) */
export interface CpdCounts {
  /** the CPD registration's status (1 pending, 2 approved, 3 rejected), null when never registered */
  registrationStatus: number | null;
  year: number;
  required: number;
  done: number;
  remaining: number;
  compliant: boolean;
  goals: { pending: number; inProgress: number; complete: number };
  activities: number;
}

export type StepState = 'done' | 'current' | 'todo';

/** GET dashboard/applicantDashboard/{applicationId} */
export interface ApplicantOverview {
  applicationId: number;
  status: number;
  statusName: string;
  steps: { key: string; label: string; state: StepState; at: string | null }[];
  missing: string[];
  paymentDue: { amountLkr: number; label: string } | null;
}
