/**
 * A member's academic qualifications (spec §3 "Academic row" / "Academic form", the 13 qualification
 * levels, §5 "Academic", §8): the Academic Qualification dialog sends multipart with the wire names.
 */
import { defineResource, lookup, lookupOrOther, number, paged, pdf, select, text } from '../../src/framework/declare';
import { QUALIFICATION_LEVELS, STUDY_MODES } from '../../src/domain/memberRules.mjs';
import { OTHER, deletableByMember, formDate, recordNotify, recordStatus, rowDate, staffVariant, t } from './shared';

/** Choices numbered from 1 as the spec numbers them (qualification level 1 is 'Other'). */
const numbered = (labels: readonly string[]) => labels.map((name, i) => ({ id: i + 1, name }));
const OTHER_LEVEL = 1;

export const academic = defineResource({
  name: 'memberAcademic',
  title: t('memberRecords.academicTitle'),
  noun: t('memberRecords.academicNoun'),
  idField: 'academicid',
  recordTitle: 'institutename',
  dialog: { title: t('memberRecords.academicDialog') },
  fields: {
    academicid: number({ readOnly: true, hideOnShow: true }),
    fromdate: rowDate('memberRecords.startDate'),
    todate: rowDate('memberRecords.endDate'),
    institutename: text({ label: t('memberRecords.institute'), readOnly: true }),
    qualificationname: text({ label: t('memberRecords.qualification'), readOnly: true }),
    status: recordStatus(),
    institute_name: lookupOrOther({
      label: t('memberRecords.institute'),
      required: t('memberRecords.instituteRequired'),
      choices: lookup('universities', 'universityId', 'universityName'),
      other: { id: OTHER, field: 'academicuni' },
      fills: { address: 'universityAddress' },
      sendAs: [{ name: 'institutename', value: 'label' }, { name: 'institutenameval', value: 'id' }],
    }),
    academicuni: text({
      label: t('memberRecords.otherInstitute'),
      required: t('memberRecords.instituteRequired'),
      showWhen: { field: 'institute_name', equals: OTHER },
    }),
    qualification: lookupOrOther({
      label: t('memberRecords.qualification'),
      required: t('memberRecords.qualificationRequired'),
      choices: numbered(QUALIFICATION_LEVELS),
      other: { id: OTHER_LEVEL, field: 'qualname' },
      sendAs: { name: 'qualificationname', value: 'label' },
    }),
    qualname: text({
      label: t('memberRecords.otherQualification'),
      required: t('memberRecords.qualificationRequired'),
      showWhen: { field: 'qualification', equals: OTHER_LEVEL },
    }),
    parttimefulltime: select({
      label: t('memberRecords.studyMode'),
      required: t('memberRecords.studyModeRequired'),
      choices: numbered(STUDY_MODES),
      sendAs: { name: 'parttimefulltime', value: 'label' },
    }),
    // in the table and in the form (optional; filled from a chosen university)
    address: text({ label: t('memberRecords.address') }),
    fromDate: formDate({ label: t('memberRecords.fromDate'), required: t('memberRecords.academicDatesRequired') }),
    toDate: formDate({
      label: t('memberRecords.toDate'),
      required: t('memberRecords.toDateRequired'),
      notBefore: { field: 'fromDate', message: t('memberRecords.endBeforeStart') },
    }),
    admitDate: formDate({ label: t('memberRecords.admitDate'), required: t('memberRecords.academicDatesRequired') }),
    certificate: pdf({ label: t('memberRecords.certificate'), required: t('memberRecords.certificateRequired'), sendAs: 'fileupload' }),
  },
  list: {
    columns: ['fromdate', 'todate', 'institutename', 'qualificationname', 'address', 'status'],
    defaultSort: { field: 'fromdate', order: 'DESC' },
    rowActions: ['delete'],
    actionWhen: { delete: deletableByMember },
    canCreate: true,
    card: { primary: 'qualificationname', secondary: ['institutename', 'fromdate', 'todate'] },
  },
  api: paged({
    list: 'GET usermanagement/member/academicqualification_',
    create: 'POST usermanagement/member/academicqualification',
    delete: 'DELETE usermanagement/academic/{academicid}',
    multipart: true,
  }),
  notify: recordNotify('memberRecords.academicCreated', 'memberRecords.academicFailed'),
});

export const academicStaff = staffVariant(academic, {
  list: 'GET usermanagement/member/academicqualification_admin/{userId}',
  create: 'POST usermanagement/member/academicqualificationadmin',
});
