/** Which payment a member makes now: the new-membership fee first, else the renewal. */
import { PAYMENT_TYPE } from '../../domain/paymentRules.mjs';
import type { MemberPaymentView } from './paymentTypes';

export type PaymentType = typeof PAYMENT_TYPE.RENEWAL | typeof PAYMENT_TYPE.NEW_MEMBERSHIP | typeof PAYMENT_TYPE.EVENT_FEE;

/** What the member would pay now, or null when nothing is payable (no arrears, no advance year). */
export const payableOf = (view: MemberPaymentView): { paymentType: PaymentType; amount: number } | null => {
  if (view.newMembershipDue) return { paymentType: PAYMENT_TYPE.NEW_MEMBERSHIP, amount: view.newMembershipDue.amount };
  if (view.dues.years.length > 0) return { paymentType: PAYMENT_TYPE.RENEWAL, amount: view.dues.totalDueAmount };
  if (view.dues.advance) return { paymentType: PAYMENT_TYPE.RENEWAL, amount: view.dues.advance.amount };
  return null;
};
