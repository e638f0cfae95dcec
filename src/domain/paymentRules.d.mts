export declare const PAYMENT_STATUS: Readonly<{ PENDING: 1; APPROVED: 2; REJECTED: 16 }>;
export declare const PAYMENT_STATUS_NAMES: Readonly<Record<number, string>>;
export declare const PRODUCT_NAME: string;
export declare const PAYMENT_TYPE: Readonly<{ RENEWAL: 'Membership Renewal'; NEW_MEMBERSHIP: 'New Membership'; MISCELLANEOUS: 'Miscellaneous'; EVENT_FEE: 'Event Fee' }>;
export declare const MEMBERSHIP_PAYMENT_TYPES: readonly ['Membership Renewal', 'New Membership'];
export declare const PAYMENT_MODE: Readonly<{ GATEWAY: 'Payment Gateway'; SLIP: 'Payment Slip'; OFFICE: string }>;
export declare const ALL: 'All';
export declare const REPORT_PAYMENT_TYPES: readonly string[];
export declare const REPORT_PAYMENT_MODES: readonly string[];
export declare const RENEWAL_YEAR_FIRST: number;
export declare const RENEWAL_YEAR_LAST: number;
export declare const REPORT_RENEWAL_YEARS: readonly string[];
export declare const STATUS_FILTER: readonly { id: number; name: string }[];
export declare const BANK_RESPONSE: Readonly<{ APPROVED: string; DECLINED: string; PENDING: string; CANCELLED: string }>;
export declare const CARD_TYPE: Readonly<{ STANDARD: 1; COLOUR: 2 }>;
export interface MiscellaneousItem { id: string; name: string; amount: number; cardType?: number }
export declare const MISCELLANEOUS_ITEMS: readonly MiscellaneousItem[];
export declare const MISCELLANEOUS_QUANTITY_MAX: number;
export declare const PAYMENT_TEXT: Readonly<Record<
  | 'paymentTypeRequired' | 'paymentModeRequired' | 'renewalYearRequired' | 'dateSelectionTitle' | 'dateSelectionRequired'
  | 'startDateRequired' | 'endDateRequired' | 'dateInFuture' | 'invalidDateRange' | 'approved' | 'rejected' | 'confirm'
  | 'approveButton' | 'rejectButton' | 'receiptFailed' | 'reportDownloaded' | 'reportFailed' | 'paymentPending' | 'nothingDue'
  | 'noTransactions' | 'notPending' | 'rejectReasonRequired' | 'receiptNotApproved' | 'slipRequired' | 'slipTooLarge'
  | 'referenceRequired' | 'referenceInvalid' | 'depositDateRequired' | 'depositDateInFuture'
  | 'checkoutOpen' | 'checkoutCancelled' | 'checkoutNotOpen',
  string
>>;
export declare const REFERENCE_NUMBER_MAX: number;
export declare const REJECT_REASON_MAX: number;
export declare const referenceNumberProblem: (value: unknown) => string | null;
export declare const FEE_AMOUNT_MAX: number;
export declare const FEE_TEXT: Readonly<Record<'saved' | 'updated' | 'deleted' | 'duplicate' | 'notFound' | 'memberType' | 'year' | 'entranceFee' | 'annualSubscription', string>>;
export declare const wholeNumberOf: (value: unknown) => number;
export declare const feeAmountOf: (value: unknown) => number;
export declare const effectiveYearProblem: (value: unknown) => string | null;
export declare const feeAmountProblem: (field: 'entranceFee' | 'annualSubscription', value: unknown) => string | null;
export interface FeeRow { membertypeid: number; effectiveYear: number; entranceFee: number; annualSubscription: number }
export declare const feeInForce: <R extends FeeRow>(feeRows: readonly R[], membertypeid: number, year: number) => R | undefined;
export declare const RENEWAL_OPENS_MONTH: number;
export interface DueYear { year: number; amount: number }
export interface Dues { years: DueYear[]; totalDueAmount: number; advance: DueYear | null }
export declare function duesOf(args: { feeRows: readonly FeeRow[]; membertypeid: number; lastRenewalYear: number | null | undefined; today: string }): Dues;
export declare const renewalYearsOf: (dues: Dues) => DueYear[];
export declare function newMembershipFeeOf(feeRows: readonly FeeRow[], membertypeid: number, year: number): { year: number; entrance: number; subscription: number; amount: number } | undefined;
export interface ReportFilter { paymentType?: string; paymentMode?: string; renewalYear?: string; fromDate?: string; toDate?: string }
export declare function reportFilterProblems(filter: ReportFilter, today: string): { fields: Partial<Record<keyof ReportFilter, string>>; dialog: string | null; range: string | null };
export declare function defaultReportFilter(today: string): { paymentType: string; paymentMode: string; renewalYear: string; fromDate: string; toDate: string };
export declare const CHECKOUT_STATE: { readonly STARTED: 'checkout-started'; readonly EXPIRED: 'checkout-expired'; readonly CANCELLED: 'checkout-cancelled' };
export type CheckoutState = (typeof CHECKOUT_STATE)[keyof typeof CHECKOUT_STATE];
export declare const CHECKOUT_STATE_NAMES: Readonly<Record<CheckoutState, string>>;
