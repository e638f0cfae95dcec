// Validation of PUT para/globaldetails: the merged record must keep the login rules workable.
import { MSG } from '../common-texts.mjs';
import { TEXT_MAX } from '../constants.mjs';

export const GLOBAL_TEXT_FIELDS = Object.freeze(['frontURL', 'domainDestription', 'coreURL', 'date', 'encryptKey', 'companyName', 'footerTitle', 'versionNumber', 'logoPath', 'userMalePath', 'userFemalePath']);
export const GLOBAL_WHOLE_NUMBER_FIELDS = Object.freeze({
  userLoginAttempts: { min: 1, max: 20, message: MSG.globalLoginAttempts },
  userExpirationDays: { min: 1, max: 3650, message: MSG.globalExpirationDays },
});

/** A whole number from a number or a digits-only string (form inputs send text); NaN otherwise. */
const wholeNumber = (value) => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
};

/**
 * The record that would be stored (existing values kept for fields the body leaves out), or
 * { problem } with the first broken rule.
 */
export function mergeGlobalDetails(existing, body) {
  if (String(body.gid ?? '') !== '3') return { problem: MSG.globalGid };
  const record = { ...existing };
  for (const field of GLOBAL_TEXT_FIELDS) {
    if (!(field in body)) continue;
    const value = body[field] ?? '';
    if (typeof value !== 'string') return { problem: MSG.globalText(field) };
    if (value.trim().length > TEXT_MAX.setting) return { problem: MSG.tooLong(field, TEXT_MAX.setting) };
    record[field] = value.trim();
  }
  for (const [field, rule] of Object.entries(GLOBAL_WHOLE_NUMBER_FIELDS)) {
    const value = wholeNumber(field in body ? body[field] : existing[field]);
    if (!(value >= rule.min && value <= rule.max)) return { problem: rule.message };
    record[field] = value;
  }
  if (!record.frontURL) return { problem: MSG.globalFrontUrl };
  if (!record.coreURL) return { problem: MSG.globalCoreUrl };
  return { record };
}
