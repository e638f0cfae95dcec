/** The member payment page's data, as the API contract shapes it. */
import type { DueYear, Dues } from '../../domain/paymentRules.mjs';

import type { StandingFields } from '../../ui/MemberStatusBadge';

export type { DueYear, Dues };

export interface PaymentMember extends StandingFields {
  memberID: number;
  memberNo: string;
  /** The member's account (the office screens take no payment of the signed-in user's own). */
  userid?: number;
  firstName: string;
  lastName: string;
  memberType: string;
  membertypeid: number;
  status: number;
  lastRenewalYear: number | null;
  validTillDate: string | null;
  totalDueAmount: number;
}

/** A new member's first payment: entrance fee plus the first year's subscription. */
export interface NewMembershipDue {
  year: number;
  entrance: number;
  subscription: number;
  amount: number;
}

export interface PendingPayment {
  paymentId: number | null;
  paymentType: string;
  paymentMode: string;
  amount: number;
  createdAt: string;
}

/** A card checkout the member opened and the gateway has not answered: no payment yet, nothing to approve. */
export interface OpenCheckout {
  logId: number;
  orderId: string;
  paymentType: string;
  amount: number;
  /** ISO instants: when it was started, and when it stops being open by itself. */
  createdAt: string;
  expiresAt: string;
  /** The held booking an Event Fee checkout pays. */
  eventMemberId?: number;
}

/** GET application/member-view-for-member-renewal; null member: the user has no member record. */
export interface MemberPaymentView {
  member: PaymentMember;
  dues: Dues;
  newMembershipDue: NewMembershipDue | null;
  pendingPayment: PendingPayment | null;
  /** Absent from an older API: read as none. */
  openCheckout?: OpenCheckout | null;
}

/** One row of the member's payment history (spec §3 Transaction row, the fields this page shows). */
export interface PaymentRow {
  paymentId: number;
  paymentType: string;
  paymentMode: string;
  amount: number;
  status: number;
  receiptNo: string;
  refNo: string;
  paidDate: string | null;
  createdAt: string;
  transactionDes?: string;
  /** a rejected payment's reason and when it was decided */
  rejectReason?: string;
  decidedAt?: string | null;
}

/** The gateway order's state (paymentLog.state; 'voided' cancelled by the member here, 'expired' left open too long). */
export type OrderState = 'initiated' | 'pending' | 'approved' | 'declined' | 'cancelled' | 'voided' | 'expired';

/** One `event: payment` of GET application/events/{logId} (and the polling answer). */
export interface PaymentEvent {
  logId: number;
  orderId: string;
  state: OrderState;
  paymentId: number | null;
  receiptNo: string | null;
  responseText: string | null;
  amount: number | string | null;
}

/** POST application/get-payment-details-for-pg: where and what the browser posts to the gateway. */
export interface CheckoutOrder {
  logId: number;
  /** The sandbox's page relative to the API base, or the configured gateway's checkout as an absolute URL. */
  checkoutUrl: string;
  fields: Record<string, string>;
}
