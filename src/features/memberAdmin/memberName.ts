import type { MemberRecord } from './memberTypes';

/** A member as people name them: the full name, else first and last names, else the number. */
export const memberName = (member: Pick<MemberRecord, 'fullName' | 'firstName' | 'lastName' | 'memberNo'>): string =>
  member.fullName?.trim() || [member.firstName, member.lastName].filter(Boolean).join(' ') || member.memberNo;

/** The three address lines as one line. */
export const addressOf = (member: Pick<MemberRecord, 'addressNo' | 'addressSt' | 'addressCity'>): string =>
  [member.addressNo, member.addressSt, member.addressCity].filter(Boolean).join(', ');
