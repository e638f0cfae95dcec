// Whether an account may be used now: authorized (status 2) and not past its expiry date. One rule for
// the login and for every token (a token is valid only while its account is).
import { RECORD_STATUS } from '../constants.mjs';

/** 'pending' | 'rejected' | 'expired' | null (usable). */
export function accountProblem(user, nowMs) {
  if (user.statusID === RECORD_STATUS.PENDING) return 'pending';
  if (user.statusID !== RECORD_STATUS.APPROVED) return 'rejected';
  // expireDate is YYYY-MM-DD: the account works through that whole (UTC) day.
  const today = new Date(nowMs).toISOString().slice(0, 10);
  if (typeof user.expireDate === 'string' && user.expireDate !== '' && user.expireDate < today) return 'expired';
  return null;
}
