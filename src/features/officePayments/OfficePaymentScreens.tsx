/** The three office screens of spec §2, one page each way (the route table loads them lazily). */
import { OfficePaymentPage } from './OfficePaymentPage';

/** /member/acceptpayment: a renewal (the member's unpaid years, or the advance year). */
export const AcceptRenewalPaymentPage = () => <OfficePaymentPage kind="renewal" />;

/** /member/accept-payment-new-membership: a new member's entrance fee and first subscription. */
export const AcceptNewMembershipPaymentPage = () => <OfficePaymentPage kind="newMembership" />;

/** /member/accept-payment-miscellaneous: an item of the office's price list, times a quantity. */
export const AcceptMiscellaneousPaymentPage = () => <OfficePaymentPage kind="miscellaneous" />;
