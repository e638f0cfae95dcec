/**
 * Whose dashboard it is: the signed-in user's ids as the login stored them (spec §4 login response):
 * `User.userid`, and the member record (`member.memberID`, else `membership.memberID`) of a member.
 */
import type { SessionUser } from '../../domain/auth';
import { SESSION_KEYS } from '../../domain/session';
import { isUrlAllowed } from '../../providers/access';
import { readSession, readSessionValue } from '../../providers/session';

const wholeNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export const ownUserId = (): number | null => wholeNumber(readSessionValue<SessionUser>(SESSION_KEYS.user)?.userid);

export const ownMemberId = (): number | null =>
  wholeNumber(readSessionValue<{ memberID?: unknown }>(SESSION_KEYS.member)?.memberID) ??
  wholeNumber(readSessionValue<{ memberID?: unknown }>(SESSION_KEYS.membership)?.memberID);

/** Whether the user's role may open a page: a dashboard links only to pages the user can open. */
export const mayOpen = (path: string): boolean => {
  const session = readSession();
  return session !== null && isUrlAllowed(path, session);
};
