/**
 * The signed-in user's own account and member record (mock-api/README.md "Member's own data"), through
 * the app's http client. A user without a member row gets memberData 'No Member' (spec §4).
 */
import { http } from '../../providers/http';

export interface OwnAccount {
  userID: number;
  username: string;
  createdAt?: string;
  expireDate?: string;
}

export type OwnMember = Record<string, unknown> & { memberNo: string };

export const NO_MEMBER = 'No Member';

const memberDataOf = (json: unknown): unknown => (json as { memberData?: unknown } | null)?.memberData;

export const fetchOwnAccount = () => http.get<unknown>('usermanagement/user/1').then((json) => memberDataOf(json) as OwnAccount);

/** The member record, or null for a user without one. */
export const fetchOwnMember = () =>
  http.get<unknown>('usermanagement/member/1').then((json) => {
    const data = memberDataOf(json);
    return typeof data === 'object' && data !== null ? (data as OwnMember) : null;
  });

/** Query keys; react-admin's refresh after a write reloads them too. */
export const OWN_ACCOUNT_KEY = ['ownAccount'];
export const OWN_MEMBER_KEY = ['ownMember'];
