/** How the member's own record reads on the profile card (spec §2 "Member Profile Details"). */
import { msg } from '../../i18n/keys';
import type { OwnMember } from './memberApi';

const joined = (...parts: unknown[]) =>
  parts.filter((part) => part !== undefined && part !== null && String(part).trim() !== '').join(', ');

const fullName = (m: OwnMember) =>
  (typeof m.fullName === 'string' && m.fullName) || [m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ');

/** label -> value, in the spec's order; the date of birth is a wire date (shown by the card). */
export const profileDetails = (m: OwnMember) => [
  { label: msg('memberRecords.memberNo'), value: m.memberNo },
  { label: msg('memberRecords.title'), value: m.title },
  { label: msg('memberRecords.name'), value: fullName(m) },
  { label: msg('memberRecords.memberType'), value: m.memberTypeName },
  { label: msg('memberRecords.dob'), value: m.dob, isDate: true },
  { label: msg('memberRecords.nic'), value: m.nicNumber },
  { label: msg('memberRecords.address'), value: joined(m.addressNo, m.addressSt, m.addressCity) },
  { label: msg('memberRecords.email'), value: m.email },
  { label: msg('memberRecords.designation'), value: m.designation },
  { label: msg('memberRecords.contactNumber'), value: m.mobileNo ?? m.mobileNumber },
];
