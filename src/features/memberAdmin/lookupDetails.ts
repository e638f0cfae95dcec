import { createElement } from 'react';
import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import type { Detail } from '../../ui/DetailGrid';
import { MemberStatusBadge } from '../../ui/MemberStatusBadge';
import type { AdminLookupItem } from './memberTypes';
import { phoneText } from '../../domain/phoneNumbers.mjs';

/** The read-only details of the lookup, in the spec's order (§2 Admin member lookup screen), then the standing. */
export const lookupDetails = (item: AdminLookupItem): Detail[] => [
  { label: msg('memberAdmin.title'), value: item.title },
  { label: msg('memberAdmin.memberName'), value: [item.firstName, item.lastName].filter(Boolean).join(' ') },
  { label: msg('memberAdmin.memberType'), value: item.memberType },
  { label: msg('memberAdmin.contactNumber'), value: phoneText(item.contactNumber) },
  { label: msg('memberAdmin.nic'), value: item.NIC },
  { label: msg('memberAdmin.address'), value: item.address },
  { label: msg('memberAdmin.email'), value: item.email },
  { label: msg('memberAdmin.designation'), value: item.designation },
  {
    label: msg('memberAdmin.status'),
    value: createElement(MemberStatusBadge, { status: item.status, standing: item.standing, graceUntil: item.graceUntil, hint: true }),
  },
  { label: msg('memberAdmin.validTill'), value: wireDateToForm(item.validTillDate) },
];
