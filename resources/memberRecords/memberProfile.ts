/**
 * The member's own contact details, edited in the "Edit Member Profile Details" modal (spec §2, §5
 * "Edit profile modal", §8 "Profile update"). The record is GET usermanagement/member/1's memberData.
 */
import { defineResource, paged, text } from '../../src/framework/declare';
import { contactNumberProblem, MEMBER_TEXT } from '../../src/domain/memberRules.mjs';
import { t } from './shared';

/** The fields the modal shows and sends. */
export const PROFILE_EDIT_FIELDS = ['mobileNo', 'addressNo', 'addressSt', 'addressCity'] as const;

export const memberProfile = defineResource({
  name: 'memberProfile',
  title: t('memberRecords.profileCard'),
  idField: 'memberNo',
  dialog: { title: t('memberRecords.editTitle'), closeLabel: t('memberRecords.close'), actions: [{ label: t('memberRecords.update') }] },
  fields: {
    memberNo: text({ readOnly: true }),
    mobileNo: text({ label: t('memberRecords.contactNumber'), phone: true, required: MEMBER_TEXT.contactRequired, check: contactNumberProblem, sendAs: 'contactNumber' }),
    addressNo: text({ label: t('memberRecords.addressLine1'), required: MEMBER_TEXT.addressLine1Required }),
    addressSt: text({ label: t('memberRecords.addressLine2'), required: MEMBER_TEXT.addressLine2Required }),
    addressCity: text({ label: t('memberRecords.addressLine3') }),
  },
  api: paged({ update: 'POST usermanagement/member/userProfileUpdateMember' }),
  notify: { updated: t('memberRecords.updated'), refused: { otherwise: t('memberRecords.updateFailed') } },
});
