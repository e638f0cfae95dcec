/**
 * A member's professional memberships (spec §3 "Professional row" / "Professional membership form",
 * §5 "Professional", §8): the Professional Membership dialog sends multipart with the wire names.
 */
import { defineResource, paged, pdf, select, text } from '../../src/framework/declare';
import { ENTRY_METHODS, LETTERS_AND_SPACES } from '../../src/domain/memberRules.mjs';
import { deletableByMember, formDate, recordNotify, recordStatus, staffVariant, t } from './shared';

export const professional = defineResource({
  name: 'memberProfessional',
  title: t('memberRecords.professionalTitle'),
  noun: t('memberRecords.professionalNoun'),
  idField: 'id',
  recordTitle: 'membername',
  dialog: { title: t('memberRecords.professionalDialog') },
  fields: {
    member_name: text({
      label: t('memberRecords.membershipType'),
      required: t('memberRecords.membershipTypeRequired'),
      patterns: [{ value: LETTERS_AND_SPACES, message: t('memberRecords.lettersOnly') }],
      sendAs: 'membername',
    }),
    profession: text({ label: t('memberRecords.membershipName') }),
    grade: text({ label: t('memberRecords.grade'), required: t('memberRecords.gradeRequired') }),
    entrymethod: select({
      label: t('memberRecords.entryMethod'),
      required: t('memberRecords.entryMethodRequired'),
      choices: ENTRY_METHODS.map((name, i) => ({ id: i + 1, name })),
      sendAs: { name: 'entrymethod', value: 'label' },
    }),
    // row and form share these names (and profession above)
    startdate: formDate({ label: t('memberRecords.startDate'), required: t('memberRecords.professionalStartRequired') }),
    enddate: formDate({ label: t('memberRecords.endDate'), notBefore: { field: 'startdate', message: t('memberRecords.endBeforeStart') } }),
    address: text({ label: t('memberRecords.address') }),
    proffileupload: pdf({ label: t('memberRecords.certificate'), required: t('memberRecords.certificateRequired') }),
    // table only: the body the member belongs to, as member_name sends it (the seed's rows agree)
    membername: text({ label: t('memberRecords.instituteBody'), readOnly: true }),
    status: recordStatus(),
  },
  list: {
    columns: ['startdate', 'enddate', 'membername', 'profession', 'address', 'status'],
    defaultSort: { field: 'startdate', order: 'DESC' },
    rowActions: ['delete'],
    actionWhen: { delete: deletableByMember },
    canCreate: true,
    card: { primary: 'membername', secondary: ['profession', 'startdate', 'enddate'] },
  },
  api: paged({
    list: 'GET usermanagement/member/professionalmembership__',
    create: 'POST usermanagement/member/professionalmembership',
    delete: 'DELETE usermanagement/prof/{id}',
    multipart: true,
  }),
  notify: recordNotify('memberRecords.professionalCreated', 'memberRecords.professionalFailed'),
});

export const professionalStaff = staffVariant(professional, {
  list: 'GET usermanagement/member/professionalmembership__admin/{userId}',
  create: 'POST usermanagement/member/professionalmembershipadmin',
});
