/**
 * A member's employment rows (spec §3 "Employment row" / "Employment form", §5 "Employment", §8):
 * the Work Experience dialog sends multipart with the institute's wire names.
 */
import type { RaRecord } from 'react-admin';
import { boolean, defineResource, lookup, lookupOrOther, number, paged, pdf, text } from '../../src/framework/declare';
import { OTHER, deletableByMember, formDate, recordNotify, recordStatus, staffVariant, t } from './shared';
import { phoneText } from '../../src/domain/phoneNumbers.mjs';

/**
 * The Work Experience form filled from a row (edit, in the application screen) where the row holds a field
 * otherwise than the form: the row names the company as text, so it opens as 'Other' with that name; the
 * phone reads with its leading 0; "currently working" is the row's flag, or no end date; the stored letter
 * stands as the file (kept unless another is chosen). Designation, address and dates are the row's own fields.
 */
const employmentFormValues = (row: RaRecord) => ({
  company_name: OTHER,
  companyName: row.companyname,
  company_phone: phoneText(row.phonenumber),
  currentemp: row.currentemp === 'on' || (!row.enddate && !!row.startdate),
  file: row.fileName || undefined,
});

export const employment = defineResource({
  name: 'memberEmployment',
  title: t('memberRecords.employmentTitle'),
  noun: t('memberRecords.employmentNoun'),
  idField: 'employerid',
  recordTitle: 'companyname',
  dialog: { title: t('memberRecords.employmentDialog'), editValues: employmentFormValues },
  fields: {
    employerid: number({ readOnly: true, hideOnShow: true }),
    companyname: text({ label: t('memberRecords.companyName'), readOnly: true }),
    status: recordStatus(),
    // the Work Experience form (spec §3: form names differ from the wire names); the designation, address and
    // dates are declared once under the row's names, which fill the edit form and are (or are sent as) the wire's
    // spec §5: the labels mark company name, designation, address, contact number, start date and file required
    company_name: lookupOrOther({
      label: t('memberRecords.companyName'),
      required: t('memberRecords.companyRequired'),
      labelRequired: true,
      choices: lookup('companies', 'companyId', 'companyName'),
      other: { id: OTHER, field: 'companyName' },
      fills: { adddress: 'companyAddress', company_phone: 'companyContact' },
      sendAs: [{ name: 'companyname', value: 'label' }, { name: 'companynameval', value: 'id' }],
    }),
    companyName: text({
      label: t('memberRecords.otherCompany'),
      required: t('memberRecords.companyRequired'),
      labelRequired: true,
      showWhen: { field: 'company_name', equals: OTHER },
      sendAs: 'companynameother',
    }),
    desgnation: text({ label: t('memberRecords.designation'), required: t('memberRecords.designationRequired'), labelRequired: true }),
    // Address and phone are only labelled required: a chosen company fills them, and the wire sends a phone
    // that is no number as 0 (spec §3), so a blank is still accepted.
    adddress: text({ label: t('memberRecords.address'), labelRequired: true }),
    company_phone: text({ label: t('memberRecords.companyPhone'), labelRequired: true, blockKeys: ['e', 'E'], phone: true, sendAs: { name: 'phonenumber', value: 'integerOr0' } }),
    currentemp: boolean({ label: t('memberRecords.currentemp'), sendAs: { name: 'currentemp', value: 'onOff' } }),
    startdate: formDate({ label: t('memberRecords.startDate'), required: t('memberRecords.startDateRequired'), labelRequired: true, sendAs: 'startDate' }),
    enddate: formDate({
      label: t('memberRecords.endDate'),
      showWhen: { field: 'currentemp', not: true },
      requiredUnless: { field: 'currentemp', message: t('memberRecords.endDateRequired') },
      notBefore: { field: 'startdate', message: t('memberRecords.endBeforeStart') },
      sendAs: 'endDate',
    }),
    file: pdf({ label: t('memberRecords.serviceLetter'), required: t('memberRecords.serviceLetterRequired'), labelRequired: true }),
  },
  list: {
    columns: ['startdate', 'enddate', 'companyname', 'desgnation', 'adddress', 'status'],
    defaultSort: { field: 'startdate', order: 'DESC' },
    rowActions: ['delete'],
    actionWhen: { delete: deletableByMember },
    canCreate: true,
    card: { primary: 'companyname', secondary: ['startdate', 'enddate'] },
  },
  api: paged({
    list: 'GET usermanagement/member/workexperience',
    create: 'POST usermanagement/member/workexperience',
    update: 'PUT usermanagement/member/workexperience/{employerid}',
    delete: 'DELETE usermanagement/employer/{employerid}',
    multipart: true,
  }),
  notify: recordNotify('memberRecords.employmentCreated', 'memberRecords.employmentFailed'),
});

export const employmentStaff = staffVariant(employment, {
  list: 'GET usermanagement/member/workexperienceadmin/{userId}',
  create: 'POST usermanagement/member/workexperienceadmin',
});
