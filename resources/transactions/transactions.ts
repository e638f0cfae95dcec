import { date, decisionActions, defineResource, money, multiline, number, paged, status, text, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { BANK_RESPONSE, CHECKOUT_STATE, PAYMENT_STATUS, REJECT_REASON_MAX } from '../../src/domain/paymentRules.mjs';
import { msg } from '../../src/i18n/keys';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { holds } from '../grants';

/**
 * Spec §4: 1 Pending, 2 Approved, 16 Reject; named as the status filter names them (§9). After them, the card
 * checkouts the gateway has not answered (no payment yet), by their state.
 */
const STATUS_CHOICES = [
  { id: PAYMENT_STATUS.APPROVED, name: msg('transactions.statusApproved') },
  { id: PAYMENT_STATUS.PENDING, name: msg('transactions.statusPending') },
  { id: PAYMENT_STATUS.REJECTED, name: msg('transactions.statusRejected') },
  { id: CHECKOUT_STATE.STARTED, name: msg('transactions.checkoutStarted') },
  { id: CHECKOUT_STATE.EXPIRED, name: msg('transactions.checkoutExpired') },
  { id: CHECKOUT_STATE.CANCELLED, name: msg('transactions.checkoutCancelled') },
];
const CHECKOUT_TONES = { [CHECKOUT_STATE.STARTED]: 'info', [CHECKOUT_STATE.EXPIRED]: 'neutral', [CHECKOUT_STATE.CANCELLED]: 'neutral' } as const;

const hasStatus =
  (code: number): RowPredicate =>
  (record) =>
    Number(record.status) === code;

/** Spec §4: only a pending transaction is authorised (approved or rejected). */
export const isPendingTransaction = hasStatus(PAYMENT_STATUS.PENDING);
/** Spec §4: an approved transaction prints its receipt. */
export const isApprovedTransaction = hasStatus(PAYMENT_STATUS.APPROVED);

/** Spec §4: "Approve it!" / "Reject it!"; a reject needs its reason. */
const decisions = decisionActions({
  field: 'approve',
  texts: (name) => msg(`transactions.${name}`),
  notices: (name) => msg(`transactions.${name}`),
  requires: { reject: { rejectReason: msg('transactions.rejectReasonRequired') } },
});

/**
 * Transaction View / Approve (/member/approvetransaction; spec §2, §3 Transaction row, §4, §7, §8):
 * every payment, server-paged newest first, narrowed by status and the search text. Pending rows are
 * authorised in a dialog showing the row ("Approve it!" / "Reject it!", a reject needs a reason);
 * approved rows print their receipt; rejected rows are only viewed. Several pending rows may be approved at once
 * (one approve-transactions call each). A role holding the screen without the permission to decide reads the
 * list only; nobody decides their own payment. The page around it (src/features/transactions) adds the receipt,
 * the bank slip and the report.
 */
export const transactions = defineResource({
  name: 'transactions',
  title: msg('routes.approveTransaction'),
  idField: 'paymentId',
  recordTitle: 'refNo',
  noun: msg('transactions.noun'),
  canWrite: holds(DECIDE.TRANSACTIONS),
  fields: {
    paymentId: number({ label: msg('transactions.paymentId'), readOnly: true }),
    refNo: text({ label: msg('transactions.refNo'), readOnly: true, oneLine: true }),
    receiptNo: text({ label: msg('transactions.receiptNo'), readOnly: true, oneLine: true }),
    memberNo: text({ label: msg('transactions.memberNo'), readOnly: true, oneLine: true }),
    nic: text({ label: msg('transactions.nic'), readOnly: true }),
    firstName: text({ label: msg('transactions.firstName'), readOnly: true }),
    lastName: text({ label: msg('transactions.lastName'), readOnly: true }),
    // the table's Name column; the view shows first and last name
    name: text({ label: msg('transactions.name'), readOnly: true, hideOnShow: true, sortable: false, joins: ['firstName', 'lastName'] }),
    paymentType: text({ label: msg('transactions.paymentType'), readOnly: true }),
    paymentMode: text({ label: msg('transactions.paymentMode'), readOnly: true }),
    amount: money({ label: msg('transactions.amount'), readOnly: true }),
    transactionDes: text({ label: msg('transactions.transactionDes'), readOnly: true }),
    lastRenewalYear: number({ label: msg('transactions.lastRenewalYear'), readOnly: true }),
    referenceNumber: text({ label: msg('transactions.referenceNumber'), readOnly: true }),
    depositBank: text({ label: msg('transactions.depositBank'), readOnly: true }),
    cashDepositsImgPath: text({ label: msg('transactions.cashDepositsImgPath'), readOnly: true }),
    paidDate: date({ label: msg('transactions.paidDate'), readOnly: true }),
    createdAt: date({ label: msg('transactions.createdAt'), withTime: true, readOnly: true }),
    // spec §2: the gateway's answer as a badge, "TRANSACTION APPROVED" as success
    responseText: status({
      label: msg('transactions.responseText'),
      readOnly: true,
      valueIsLabel: true,
      tones: { [BANK_RESPONSE.APPROVED]: 'success', [BANK_RESPONSE.PENDING]: 'warning' },
      otherTone: 'error',
    }),
    status: status({ label: msg('transactions.status'), readOnly: true, choices: STATUS_CHOICES, tones: CHECKOUT_TONES }),
    decidedAt: date({ label: msg('transactions.decidedAt'), withTime: true, readOnly: true }),
    rejectReason: multiline({
      label: msg('transactions.rejectReason'),
      maxLength: { value: REJECT_REASON_MAX, message: msg('transactions.rejectReasonTooLong') },
    }),
    memberID: number({ readOnly: true, hideOnShow: true }),
    userId: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    // What identifies and decides a row, so that at 1280 px beside the menu the actions stay in view without
    // sideways scrolling: the gateway's bank response (a wide badge, and only card rows have one) gives way to
    // the Status column and is shown in the view and the authorise dialog.
    columns: ['refNo', 'memberNo', 'name', 'paymentType', 'paymentMode', 'amount', 'paidDate', 'status'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    dense: true,
    filters: [{ source: 'status', label: msg('transactions.statusFilter'), choices: STATUS_CHOICES, anyLabel: msg('transactions.anyStatus') }],
    // spec §4: Pending view + authorise; Approved view + print receipt; Rejected view only
    rowActions: ['view', 'approve', 'print'],
    actionWhen: { approve: isPendingTransaction, print: isApprovedTransaction },
    // a card names the row as the table does: who (member number and name), which payment, how and how much
    card: { primary: ['memberNo', 'firstName', 'lastName'], secondary: ['refNo', 'paymentMode', 'amount', 'paidDate'], tertiary: 'status' },
    bulkApprove: { action: decisions.approve, nouns: msg('transactions.nouns') },
    ownCase: { subject: 'userId', reason: ownCaseText('payment') },
  },
  dialog: {
    title: msg('transactions.authoriseTitle'),
    viewTitle: msg('transactions.viewTitle'),
    // spec §4: one question, "Are you sure?", answered by "Approve it!" or "Reject it!" (no second confirmation)
    asks: msg('transactions.confirm'),
    summary: ['refNo', 'memberNo', 'firstName', 'lastName', 'paymentType', 'paymentMode', 'amount', 'transactionDes', 'referenceNumber', 'depositBank', 'paidDate', 'responseText'],
    actions: decisions.actions,
  },
  api: paged({ list: 'GET application/view-transactions', update: 'PUT application/approve-transactions' }),
});

export type TransactionRow = RecordOf<typeof transactions>;
