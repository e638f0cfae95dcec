/**
 * The staff's member calls (mock-api/README.md "Members API contract"), through the app's http client: a statusCode
 * other than '00' (or a 4xx) arrives as an HttpError carrying the server's words.
 */
import { http } from '../../providers/http';
import { rowsOf } from '../admin/adminApi';
import type { AdminLookupItem, ChangeRequest, DecisionKind, Entitlements, MemberRecord } from './memberTypes';

export interface PageQuery {
  page: number;
  perPage: number;
  sortColumn?: string;
  sortDirection?: 'asc' | 'desc';
  filterText?: string;
  kind?: DecisionKind;
}
export interface Paged<T> {
  data: T[];
  total: number;
}

/** The lookup by member number; null when no member has it. */
export const fetchLookup = (memberNo: string) =>
  http.get<unknown>(`application/memberdetails/${encodeURIComponent(memberNo)}`).then((json) => rowsOf<AdminLookupItem>(json)[0] ?? null);

export const fetchMember = (memberID: number | string) =>
  http.get<{ memberData: MemberRecord }>(`application/memberdetail/${memberID}`).then((json) => json.memberData);

export const updateMember = (memberID: number | string, body: Record<string, unknown>) =>
  http.post(`application/updatemember/${memberID}`, body);

export const fetchChangeRequests = (userId: number, query: PageQuery) =>
  http.get<Paged<ChangeRequest>>(`usermanagement/member/change-requests-admin/${userId}`, { ...query });


export interface Decision {
  kind: DecisionKind;
  id: number;
  decision: 'approve' | 'reject';
  comment: string;
}
export const decide = (decision: Decision) => http.put('usermanagement/member/decision', decision);

/** Every pending detail of a member at once: status 2 approves, 16 rejects. */
export const decideAll = (memberID: number, status: 2 | 16, comment: string) =>
  http.post<{ count?: number }>(`usermanagement/member/approve-all-details-from-admin/${memberID}/${status}`, { comment });

export const setMembership = (memberID: number, action: 'cancel' | 'reactivate', reason: string) =>
  http.post(`usermanagement/member/${action}-membership/${memberID}`, { reason });

export const fetchEntitlements = (memberID: number) =>
  http.get<{ data: Entitlements }>(`usermanagement/member/entitlements/${memberID}`).then((json) => json.data);

export const saveEntitlements = (entitlements: Entitlements) => http.post('usermanagement/member/entitlements/update', entitlements);
