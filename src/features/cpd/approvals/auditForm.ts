/** The audit sample form's rules (the API's: share a whole percent 1..100, a CPD year 2000..2100). */
import { SETTINGS_LIMITS } from '../../../domain/cpdRules.mjs';
import { msg } from '../../../i18n/keys';

export interface AuditFormValues {
  share: string;
  year: string;
}

/** Default share (chosen: a tenth, as professional bodies commonly audit 5–10 % a year) and the current year. */
export const auditFormDefaults = (now: Date = new Date()): AuditFormValues => ({ share: '10', year: String(now.getFullYear()) });

const wholeIn = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
};

export type AuditFormCheck = { ok: true; share: number; year: number } | { ok: false; problems: Partial<Record<keyof AuditFormValues, string>> };

export const checkAuditForm = (values: AuditFormValues): AuditFormCheck => {
  const share = wholeIn(values.share, 1, 100);
  const year = wholeIn(values.year, SETTINGS_LIMITS.yearFirst, SETTINGS_LIMITS.yearLast);
  if (share !== null && year !== null) return { ok: true, share, year };
  return {
    ok: false,
    problems: {
      ...(share === null ? { share: msg('cpdApprovals.shareProblem') } : {}),
      ...(year === null ? { year: msg('cpdApprovals.yearProblem') } : {}),
    },
  };
};
