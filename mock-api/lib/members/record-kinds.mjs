// The three member record kinds (spec §3 Employment/Academic/Professional forms, §8 "Member records"). They
// differ only in field names, rules and texts; routes/member-records.mjs does the rest for all three alike.
import { ENTRY_METHODS, LETTERS_AND_SPACES, MEMBER_FIELD_MAX, QUALIFICATION_LEVELS, RECORD_TEXT, STUDY_MODES } from '../../../src/domain/memberRules.mjs';
import { TEXT_MAX } from '../constants.mjs';
import { idFrom, trimmed } from '../http/fields.mjs';
import { phoneText } from '../../../src/domain/phoneNumbers.mjs';

const isOther = (...values) => values.some((value) => trimmed(value).toLowerCase() === 'other');

/** An option of a lookup chosen by id (value) or by its shown name; undefined when neither matches. */
const optionOf = (rows, idField, nameField, idValue, nameValue) =>
  rows.find((row) => row[idField] === idFrom(idValue)) ?? rows.find((row) => row[nameField] === trimmed(nameValue));

/** A label out of a fixed list, sent as the label or its 1-based number. */
const labelOf = (list, value) => {
  const text = trimmed(typeof value === 'number' ? String(value) : value);
  if (/^\d+$/.test(text)) return list[Number(text) - 1];
  return list.find((label) => label.toLowerCase() === text.toLowerCase());
};

const fail = (code, text) => ({ code, text });

/** Dates of the user's other rows of the kind. */
const sameStart = (others, field, value) => others.some((row) => row[field] === value);

const employment = {
  kind: 'employment',
  collection: 'employment',
  idField: 'employerid',
  fileField: 'file',
  label: 'Employment',
  nameField: 'companyname',
  fileKindName: 'Service letter',
  codes: { pdf: '02', other: '06' },
  sortColumns: ['startdate', 'enddate', 'companyname', 'desgnation', 'adddress', 'status', 'createdAt'],
  filterColumns: ['startdate', 'enddate', 'companyname', 'desgnation', 'adddress'],
  defaultSort: { column: 'startdate', direction: 'desc' },
  read(form, db) {
    const body = form.body;
    let company;
    let companyname;
    if (isOther(body.companyname, body.companynameval)) {
      companyname = form.text(['companynameother', 'companyName'], { label: 'Company name', max: MEMBER_FIELD_MAX.organisation, required: 'Company name is required' });
    } else {
      company = optionOf(db.get('companies').value(), 'companyId', 'companyName', body.companynameval, body.companyname);
      companyname = company ? company.companyName : form.fail(trimmed(body.companyname) || trimmed(body.companynameval) ? 'Select a company from the list or choose Other' : 'Company name is required');
    }
    const desgnation = form.text(['desgnation', 'designation'], { label: 'Designation', max: MEMBER_FIELD_MAX.designation, required: 'Designation is required' });
    const adddress = form.text(['adddress', 'address'], { label: 'Address', max: MEMBER_FIELD_MAX.address }) || company?.companyAddress || '';
    const phone = form.text(['phonenumber'], { label: 'Phone number', max: TEXT_MAX.phone });
    if (phone && !/^\+?\d{1,15}$/.test(phone)) form.fail('Invalid contact number');
    const current = form.flag('currentemp');
    const startdate = form.date(['startDate', 'startdate'], { label: 'Start date', required: 'Please Select Start Date' });
    const enddate = current ? null : form.date(['endDate', 'enddate'], { label: 'End date', required: 'Please Select End Date or Select the current employee' });
    // stored as the number reads: the integer on the wire lost a Sri Lankan number's leading 0
    const phonenumber = phoneText(phone) || (company?.companyContact ?? '');
    return { companyname, desgnation, adddress, phonenumber, startdate, enddate, currentemp: current ? 'on' : 'off' };
  },
  dateProblem(row, others) {
    if (sameStart(others, 'startdate', row.startdate)) return fail('03', RECORD_TEXT.sameJobDate);
    if (row.enddate && row.enddate === row.startdate) return fail('04', RECORD_TEXT.sameStartEnd);
    if (row.enddate && row.enddate < row.startdate) return fail('05', RECORD_TEXT.endBeforeStart);
    return null;
  },
};

const academic = {
  kind: 'academic',
  collection: 'academic',
  idField: 'academicid',
  fileField: 'fileupload',
  label: 'Academic qualification',
  nameField: 'institutename',
  fileKindName: 'Certificate',
  codes: { pdf: '02', other: '05' },
  sortColumns: ['fromdate', 'todate', 'admitdate', 'institutename', 'qualificationname', 'parttimefulltime', 'address', 'status', 'createdAt'],
  filterColumns: ['fromdate', 'todate', 'institutename', 'qualificationname', 'address'],
  defaultSort: { column: 'fromdate', direction: 'desc' },
  read(form, db) {
    const body = form.body;
    let university;
    let institutename;
    if (isOther(body.institutename, body.institutenameval)) {
      institutename = form.text(['academicuni'], { label: 'Institute', max: MEMBER_FIELD_MAX.organisation, required: 'Institute name is required' });
    } else {
      university = optionOf(db.get('universities').value(), 'universityId', 'universityName', body.institutenameval, body.institutename);
      institutename = university ? university.universityName : form.fail(trimmed(body.institutename) || trimmed(body.institutenameval) ? 'Select an institute from the list or choose Other' : 'Institute name is required');
    }
    const level = labelOf(QUALIFICATION_LEVELS, body.qualificationname);
    let qualificationname;
    if (level === 'Other') qualificationname = form.text(['qualname'], { label: 'Qualification', max: MEMBER_FIELD_MAX.qualification, required: 'Qualification is required' });
    else qualificationname = level ?? form.fail(trimmed(body.qualificationname) ? 'Select a qualification from the list or choose Other' : 'Qualification is required');
    const parttimefulltime = labelOf(STUDY_MODES, body.parttimefulltime) ?? form.fail('Parttime/Fulltime is required');
    const address = form.text(['address'], { label: 'Address', max: MEMBER_FIELD_MAX.address }) || university?.universityAddress || '';
    const fromdate = form.date(['fromDate', 'fromdate'], { label: 'From date', required: 'Please Enter From Date or To Date or Date Received ' });
    const todate = form.date(['toDate', 'todate'], { label: 'To date', required: 'To date is required' });
    const admitdate = form.date(['admitDate', 'admitdate'], { label: 'Date received' });
    return { institutename, qualificationname, parttimefulltime, address, fromdate, todate, admitdate };
  },
  dateProblem(row, others) {
    const dates = [row.fromdate, row.todate, row.admitdate].filter(Boolean);
    if (new Set(dates).size < dates.length) return fail('03', RECORD_TEXT.sameAcademicDates);
    if (sameStart(others, 'fromdate', row.fromdate)) return fail('03', RECORD_TEXT.sameQualificationDate);
    if (row.todate < row.fromdate) return fail('04', RECORD_TEXT.endBeforeStart);
    if (row.admitdate && row.admitdate < row.fromdate) return fail('04', RECORD_TEXT.receivedBeforeStart);
    return null;
  },
};

const professional = {
  kind: 'professional',
  collection: 'professional',
  idField: 'id',
  fileField: 'proffileupload',
  label: 'Professional membership',
  nameField: 'profession',
  fileKindName: 'Certificate',
  codes: { pdf: '02', other: '05' },
  sortColumns: ['startdate', 'enddate', 'membername', 'profession', 'grade', 'entrymethod', 'address', 'status', 'createdAt'],
  filterColumns: ['startdate', 'enddate', 'membername', 'profession', 'grade', 'address'],
  defaultSort: { column: 'startdate', direction: 'desc' },
  read(form) {
    const body = form.body;
    const membername = form.text(['membername'], { label: 'Membership type', max: MEMBER_FIELD_MAX.organisation, required: 'Membership type is required' });
    if (membername && !LETTERS_AND_SPACES.test(membername)) form.fail('Only letters are allowed for this field');
    const profession = form.text(['profession'], { label: 'Name of the membership', max: MEMBER_FIELD_MAX.organisation });
    const grade = form.text(['grade'], { label: 'Grade', max: MEMBER_FIELD_MAX.grade, required: 'Grade/Membership level is required' });
    const entrymethod = labelOf(ENTRY_METHODS, body.entrymethod) ?? form.fail('Entry method is required');
    const address = form.text(['address'], { label: 'Address', max: MEMBER_FIELD_MAX.address });
    const startdate = form.date(['startdate', 'startDate'], { label: 'Start date', required: 'Please Enter Start Date' });
    const enddate = form.date(['enddate', 'endDate'], { label: 'End date' });
    return { membername, profession, grade, entrymethod, address, startdate, enddate };
  },
  dateProblem(row, others) {
    if (sameStart(others, 'startdate', row.startdate)) return fail('03', RECORD_TEXT.sameMembershipDate);
    if (row.enddate && row.enddate === row.startdate) return fail('03', RECORD_TEXT.sameStartEnd);
    if (row.enddate && row.enddate < row.startdate) return fail('04', RECORD_TEXT.endBeforeStart);
    return null;
  },
};

export const RECORD_KINDS = Object.freeze({ employment, academic, professional });
