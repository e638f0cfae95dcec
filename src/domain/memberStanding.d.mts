export type StandingCode = 'active' | 'renewalDue' | 'lapsed' | 'pending' | 'cancelled';
export interface MemberStanding {
  code: StandingCode;
  label: string;
  /** YYYY-MM-DD: the last day the paid subscription covers, null before any */
  validTill: string | null;
  /** YYYY-MM-DD: the last day of the renewal grace period, null before any payment */
  graceUntil: string | null;
}
export declare const MEMBERSHIP_DEFAULTS: Readonly<{ graceDays: number; lateJoinFrom: string }>;
export declare const STANDING: Readonly<{ ACTIVE: 'active'; RENEWAL_DUE: 'renewalDue'; LAPSED: 'lapsed'; PENDING: 'pending'; CANCELLED: 'cancelled' }>;
export declare const STANDING_LABELS: Readonly<Record<StandingCode, string>>;
export declare const STANDING_TONES: Readonly<Record<StandingCode, 'success' | 'warning' | 'error' | 'info' | 'neutral'>>;
export declare const addDays: (day: string, days: number) => string;
export declare function memberStandingOf(
  member: { status: number; validTill: string | null | undefined },
  today: string,
  options?: { graceDays?: number },
): MemberStanding;
export declare const firstSubscriptionYearOf: (today: string, lateJoinFrom?: string | null) => number;
