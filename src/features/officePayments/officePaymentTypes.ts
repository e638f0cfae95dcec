/** What the office payment screens read and send (member-dues and the three office posts). */
import type { MemberPaymentView } from '../payments/paymentTypes';

export type { Dues, DueYear, MiscellaneousItem } from '../../domain/paymentRules.mjs';
export type { NewMembershipDue, PaymentMember as DuesMember, PendingPayment } from '../payments/paymentTypes';

/** GET application/member-dues/{memberNo}: the same view of the member as the renewal page's (lib/member-payment-view). */
export type MemberDues = MemberPaymentView;

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
