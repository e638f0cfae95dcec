/**
 * The member's change requests for member type and designation (spec §2 "Membership Information
 * Modification Request", §3 "Change-request payload", §5 "Change request", §8): the request card's
 * form (multipart to userProfileUpdate) and the member's own requests with their status.
 */
import { date, defineResource, lookup, multiline, number, paged, pdf, select, text } from '../../src/framework/declare';
import { designationProblem, MEMBER_TEXT } from '../../src/domain/memberRules.mjs';
import { RECORD_STATUS } from '../../src/domain/status';
import { recordStatus, t } from './shared';

const failed = (text: Parameters<typeof t>[0]) => ({ title: t('memberRecords.failed'), text: t(text) });

export const changeRequests = defineResource({
  name: 'memberChangeRequests',
  title: t('memberRecords.myRequests'),
  noun: t('memberRecords.requestNoun'),
  idField: 'requestId',
  fields: {
    requestId: number({ readOnly: true, hideOnShow: true }),
    createdAt: date({ label: t('memberRecords.requestedOn'), readOnly: true }),
    memberTypeName: text({ label: t('memberRecords.requestedType'), readOnly: true }),
    // the staff's comment and the day of the decision show under the badge (a rejection's reason included)
    status: recordStatus([RECORD_STATUS.APPROVED, RECORD_STATUS.REJECT]),
    comment: text({ label: t('memberRecords.comment'), readOnly: true }),
    // the request form
    designation: text({ label: t('memberRecords.designation'), required: MEMBER_TEXT.designationRequired, check: designationProblem }),
    membertypeid: select({
      label: t('memberRecords.memberType'),
      required: t('memberRecords.memberTypeRequired'),
      choices: lookup('memberTypes', 'memberTypeId', 'typeDes'),
      searchable: true,
      sendAs: [{ name: 'membertypeid', value: 'id' }, { name: 'memberTypeName', value: 'label' }],
    }),
    remark: multiline({ label: t('memberRecords.remark') }),
    fileupload: pdf({ label: t('memberRecords.uploadServiceLetter'), required: t('memberRecords.serviceLetterUploadRequired') }),
  },
  list: {
    columns: ['createdAt', 'memberTypeName', 'designation', 'status'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    card: { primary: 'memberTypeName', secondary: ['designation', 'createdAt'] },
  },
  api: paged({
    list: 'GET usermanagement/member/change-requests',
    create: 'POST usermanagement/member/userProfileUpdate',
    multipart: true,
  }),
  notify: {
    created: { title: t('memberRecords.saved'), text: t('memberRecords.requestSubmitted') },
    refused: {
      byMessage: {
        'File size must be less than or equal to 5MB': failed('memberRecords.requestTooLarge'),
        'pdf required': failed('memberRecords.requestPdf'),
      },
      otherwise: failed('memberRecords.requestFailed'),
    },
  },
});
