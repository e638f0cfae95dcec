/** What the office payment screens read and send (issue 10 contract: member-dues, the three office posts). */
import type { Dues } from '../../domain/paymentRules.mjs';

export type { Dues, DueYear, MiscellaneousItem } from '../../domain/paymentRules.mjs';

export interface NewMembershipDue {
  year: number;
  entrance: number;
  subscription: number;
  amount: number;
}

export interface PendingPayment {
  paymentId: number;
  paymentType: string;
  paymentMode: string;
  amount: number;
  createdAt: string;
}

export interface DuesMember {
  memberID: number;
  memberNo: string;
  firstName: string;
  lastName: string;
  memberType: string;
  membertypeid: number;
  status: number;
  lastRenewalYear: number | null;
  validTillDate: string | null;
  totalDueAmount: number;
}

/** GET application/member-dues/{memberNo}: the member and what the server says is due. */
export interface MemberDues {
  member: DuesMember;
  dues: Dues;
  newMembershipDue: NewMembershipDue | null;
  pendingPayment: PendingPayment | null;
}

/** The office's own fields; the amount is never sent (the server prices the payment). */
export interface OfficePaymentFields {
  referenceNumber: string;
  /** YYYY-MM-DD */
  paidDate: string;
  itemId?: string;
  quantity?: number;
}

export interface RecordedPayment {
  paymentId: number;
  receiptNo: string;
  amount: number;
}
