/**
 * The three office screens are one page configured three ways: which endpoint records the payment, what
 * is due for it (the server's amounts, as lines), and what stops the office from taking it.
 */
import { renewalYearsOf } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import type { MemberDues } from './officePaymentTypes';

export type OfficePaymentKind = 'renewal' | 'newMembership' | 'miscellaneous';

/** One line of what is due: a message key with its arguments, and the amount. */
export interface DueLine {
  label: string;
  args?: Record<string, unknown>;
  amount: number;
}

export interface OfficePaymentMode {
  kind: OfficePaymentKind;
  /** POST {path}/{memberNo}. */
  path: string;
  /** What is due for this kind of payment; empty for miscellaneous items (chosen in the form). */
  dueLines: (found: MemberDues) => DueLine[];
  /** Why the office may not take this payment now (a message key), or null. */
  blocker: (found: MemberDues) => string | null;
}

const renewalLines = ({ dues }: MemberDues): DueLine[] =>
  renewalYearsOf(dues).map(({ year, amount }) => ({
    label: dues.years.length > 0 ? msg('officePayments.subscriptionYear') : msg('officePayments.advanceYear'),
    args: { year },
    amount,
  }));

const newMembershipLines = ({ newMembershipDue: due }: MemberDues): DueLine[] =>
  due
    ? [
        { label: msg('officePayments.entranceFee'), amount: due.entrance },
        { label: msg('officePayments.firstSubscription'), args: { year: due.year }, amount: due.subscription },
      ]
    : [];

/** A payment waiting for approval blocks another of the member's dues (the server refuses it too). */
const pendingBlocks = (found: MemberDues) => (found.pendingPayment ? msg('officePayments.pendingPayment') : null);

export const OFFICE_PAYMENT_MODES: Record<OfficePaymentKind, OfficePaymentMode> = {
  renewal: {
    kind: 'renewal',
    path: 'application/payment',
    dueLines: renewalLines,
    blocker: (found) => pendingBlocks(found) ?? (renewalLines(found).length === 0 ? msg('officePayments.nothingDue') : null),
  },
  newMembership: {
    kind: 'newMembership',
    path: 'application/membership-payment',
    dueLines: newMembershipLines,
    blocker: (found) => pendingBlocks(found) ?? (found.newMembershipDue ? null : msg('officePayments.noNewMembershipDue')),
  },
  // items are not dues: a pending renewal does not stop the office selling a membership card
  miscellaneous: {
    kind: 'miscellaneous',
    path: 'application/miscellaneous-payment',
    dueLines: () => [],
    blocker: () => null,
  },
};

export const totalOf = (lines: readonly DueLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);
