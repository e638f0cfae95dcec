import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import type { Detail } from '../../ui/DetailGrid';
import { addressOf, memberName } from './memberName';
import type { MemberRecord } from './memberTypes';
import { phoneText } from '../../domain/phoneNumbers.mjs';

/** A member's details as staff read them (spec §3 Member record). */
export const memberDetails = (member: MemberRecord): Detail[] => [
  { label: msg('memberAdmin.memberNo'), value: member.memberNo },
  { label: msg('memberAdmin.title'), value: member.title },
  { label: msg('memberAdmin.memberName'), value: memberName(member) },
  { label: msg('memberAdmin.memberType'), value: member.memberTypeName },
  { label: msg('memberAdmin.contactNumber'), value: phoneText(member.mobileNo ?? member.mobileNumber) },
  { label: msg('memberAdmin.nic'), value: member.nicNumber },
  { label: msg('memberAdmin.dob'), value: wireDateToForm(member.dob) },
  { label: msg('memberAdmin.address'), value: addressOf(member) },
  { label: msg('memberAdmin.email'), value: member.email },
  { label: msg('memberAdmin.designation'), value: member.designation },
  { label: msg('memberAdmin.validTill'), value: wireDateToForm(member.validTillDate) },
];
