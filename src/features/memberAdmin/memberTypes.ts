/**
 * The shapes of the staff's member calls (spec §3 Member record and Admin lookup item; mock-api/README.md
 * "Members API contract").
 */
import type { StandingFields } from '../../ui/MemberStatusBadge';

export interface AdminLookupItem extends StandingFields {
  firstName: string;
  lastName: string;
  title: string;
  contactNumber: string;
  email: string;
  NIC: string;
  designation: string;
  address: string;
  memberType: string;
  userId: number;
  memberID: number;
  status: number;
  validTillDate?: string | null;
}

export interface MemberRecord extends StandingFields {
  memberID: number;
  memberNo: string;
  userid: number;
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  dob?: string | null;
  nicNumber?: string | null;
  mobileNumber?: string | null;
  mobileNo?: string | null;
  addressNo?: string | null;
  addressSt?: string | null;
  addressCity?: string | null;
  designation?: string | null;
  memberTypeName?: string | null;
  membertypeid?: number | null;
  validTillDate?: string | null;
  status: number;
}

/** What a staff decision is about (PUT usermanagement/member/decision). */
export type DecisionKind = 'changeRequest' | 'employment' | 'academic' | 'professional';
export const DECISION_KINDS: readonly DecisionKind[] = ['changeRequest', 'employment', 'academic', 'professional'];

export interface ChangeRequest {
  requestId: number;
  memberName: string;
  currentMemberTypeName: string;
  memberTypeName: string;
  currentDesignation: string;
  designation: string;
  remark: string;
  status: number;
  comment?: string | null;
  fileId?: string | null;
  fileName?: string | null;
  createdAt: string;
}

export type EntitlementKey = 'votingRights' | 'postNominals' | 'journal' | 'library' | 'cpdPortal';
export const ENTITLEMENTS: readonly EntitlementKey[] = ['votingRights', 'postNominals', 'journal', 'library', 'cpdPortal'];
export type Entitlements = { memberID: number } & Record<EntitlementKey, boolean>;
