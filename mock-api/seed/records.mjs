// Employment, academic and professional records: the demo member's three of each (statuses 2, 1, 16) and
// records of many seeded members in every state, each with its evidence PDF (seed/evidence.mjs).
import { isoAfter } from './dates.mjs';
import { designationAt } from './names.mjs';
import { companies, universities } from './lookups.mjs';
import { QUALIFICATION_LEVELS } from '../../src/domain/memberRules.mjs';
import { bulkPlaceOf } from './population.mjs';

const DECIDED_BY = 'admin@example.org';
const undecided = { comment: '', decidedAt: null, decidedBy: null };
const decidedFor = (status, createdAt) =>
  status === 1 ? undecided : { comment: status === 16 ? 'The evidence does not match the record' : '', decidedAt: isoAfter(createdAt.slice(0, 10), 3), decidedBy: DECIDED_BY };

const DEMO_EMPLOYMENT = [
  { companyname: 'Ceylon Digital Solutions PLC', desgnation: 'Senior Software Engineer', adddress: '120 Union Place, Colombo 02', phonenumber: '0112345602', startdate: '2019-02-01', enddate: null, status: 2 },
  { companyname: 'Serendib Software Labs (Pvt) Ltd', desgnation: 'Software Engineer', adddress: '18 Flower Road, Colombo 07', phonenumber: '0112345603', startdate: '2014-07-01', enddate: '2019-01-31', status: 1 },
  { companyname: 'Lanka Engineering Services (Pvt) Ltd', desgnation: 'Trainee Engineer', adddress: '45 Galle Road, Colombo 03', phonenumber: '0112345601', startdate: '2012-01-16', enddate: '2014-06-30', status: 16 },
];
const DEMO_ACADEMIC = [
  { institutename: 'University of Moratuwa', qualificationname: 'Bachelors Honours', parttimefulltime: 'Full-time', address: 'Bandaranayake Mawatha, Katubedda, Moratuwa 10400', fromdate: '2007-09-03', todate: '2011-12-16', admitdate: '2012-03-15', status: 2 },
  { institutename: 'University of Colombo', qualificationname: 'Masters by Course Work', parttimefulltime: 'Part-time', address: 'College House, 94 Cumaratunga Munidasa Mawatha, Colombo 03', fromdate: '2015-01-12', todate: '2016-12-20', admitdate: '2017-02-10', status: 1 },
  { institutename: 'The Open University of Sri Lanka', qualificationname: 'Postgraduate Diploma', parttimefulltime: 'Part-time', address: 'Nawala, Nugegoda 10250', fromdate: '2013-02-04', todate: '2014-01-31', admitdate: '2014-04-20', status: 16 },
];
/** membername is the institute or body, profession the name of the membership. */
const DEMO_PROFESSIONAL = [
  { membername: 'Institution of Engineers Sri Lanka', profession: 'Associate Member', grade: 'AMIESL', entrymethod: 'Examination', address: '120/15 Wijerama Mawatha, Colombo 07', startdate: '2016-03-01', enddate: null, status: 2 },
  { membername: 'Computer Society of Sri Lanka', profession: 'Professional Member', grade: 'MCSSL', entrymethod: 'Exemption', address: 'Colombo 07', startdate: '2012-05-01', enddate: '2015-04-30', status: 1 },
  { membername: 'British Computer Society', profession: 'Member', grade: 'MBCS', entrymethod: 'Exemption', address: 'Swindon, United Kingdom', startdate: '2017-06-01', enddate: '2020-05-31', status: 16 },
];
const BODIES = [
  ['Institution of Engineers Sri Lanka', 'Associate Member', 'AMIESL', '120/15 Wijerama Mawatha, Colombo 07'],
  ['Computer Society of Sri Lanka', 'Professional Member', 'MCSSL', 'Colombo 07'],
  ['Institute of Chartered Accountants of Sri Lanka', 'Associate Member', 'ACA', '30A Malalasekera Mawatha, Colombo 07'],
  ['Sri Lanka Institute of Architects', 'Member', 'AIA', '120/10 Wijerama Mawatha, Colombo 07'],
  ['Chartered Institute of Management Accountants', 'Passed Finalist', 'ACMA', 'Colombo 03'],
];
const STATUS_CYCLE = [2, 1, 16, 2, 1, 2];

const pad = (n) => String(n).padStart(2, '0');

/** Appends a record (ids follow row order) with its evidence PDF to one of `lists`. */
const recordAdder = (lists, evidence) => (collection, pk, userid, row, kind, fileName) => {
  const list = lists[collection];
  const id = list.length + 1;
  const createdAt = row.createdAt ?? isoAfter('2026-01-10', id, 10);
  list.push({ id, [pk]: id, userid, ...row, ...evidence.add(kind, userid, fileName, createdAt), createdAt, ...decidedFor(row.status, createdAt) });
};

/**
 * All record rows. `subjects`: [{ userid, i }] of the seeded members (i their index) whose records are
 * generated; `evidence`: seed/evidence.mjs registry. Ids follow row order (the demo member's are 1..3).
 */
export function recordRows(demoUserId, subjects, evidence) {
  const demo = { employment: [], academic: [], professional: [] };
  const push = recordAdder(demo, evidence);
  DEMO_EMPLOYMENT.forEach((row) => push('employment', 'employerid', demoUserId, { ...row, currentemp: row.enddate ? 'off' : 'on' }, 'employment-letter', `Service letter - ${row.companyname}.pdf`));
  DEMO_ACADEMIC.forEach((row) => push('academic', 'academicid', demoUserId, row, 'academic-certificate', `Certificate - ${row.qualificationname}.pdf`));
  DEMO_PROFESSIONAL.forEach((row) => push('professional', 'id', demoUserId, row, 'professional-certificate', `Membership - ${row.grade}.pdf`));
  return subjectRecordRows(demo, subjects, evidence);
}

/** `records` ({employment, academic, professional}) and, after them, the records of bulk members `subjects` ({ userid, i }). */
export function subjectRecordRows(records, subjects, evidence) {
  const lists = { employment: [...records.employment], academic: [...records.academic], professional: [...records.professional] };
  const push = recordAdder(lists, evidence);
  const companyList = companies();
  const universityList = universities();
  let n = 0;
  const nextStatus = () => STATUS_CYCLE[n++ % STATUS_CYCLE.length];
  for (const { userid, i } of subjects) {
    const createdAt = isoAfter('2026-03-02', bulkPlaceOf(i), 8 + (i % 9));
    if (i % 2 === 0) {
      const jobs = i % 4 === 0 ? 2 : 1;
      for (let j = 0; j < jobs; j += 1) {
        const company = companyList[(i + j * 5) % companyList.length];
        const start = `${2004 + (i % 12) + j * 6}-${pad(1 + (i % 12))}-01`;
        const current = j === jobs - 1 && i % 6 !== 2;
        const end = current ? null : `${2004 + (i % 12) + j * 6 + 5}-${pad(1 + (i % 12))}-15`;
        push('employment', 'employerid', userid, { companyname: company.companyName, desgnation: designationAt(i + j), adddress: company.companyAddress, phonenumber: company.companyContact, startdate: start, enddate: end, currentemp: current ? 'on' : 'off', status: nextStatus(), createdAt: isoAfter(createdAt.slice(0, 10), j, 10) }, 'employment-letter', `Service letter ${company.companyName}.pdf`);
      }
    }
    if (i % 3 === 0) {
      const university = universityList[i % universityList.length];
      const level = QUALIFICATION_LEVELS[5 + (i % 8)];
      const from = `${1998 + (i % 15)}-${pad(1 + (i % 9))}-03`;
      push('academic', 'academicid', userid, { institutename: university.universityName, qualificationname: level, parttimefulltime: i % 2 ? 'Part-time' : 'Full-time', address: university.universityAddress, fromdate: from, todate: `${1998 + (i % 15) + 3}-${pad(1 + (i % 9))}-20`, admitdate: `${1998 + (i % 15) + 4}-${pad(1 + (i % 9))}-10`, status: nextStatus(), createdAt: isoAfter(createdAt.slice(0, 10), 1, 11) }, 'academic-certificate', `Degree certificate ${i}.pdf`);
    }
    if (i % 4 === 1) {
      const [membername, profession, grade, address] = BODIES[i % BODIES.length];
      const start = `${2010 + (i % 14)}-${pad(1 + (i % 11))}-01`;
      push('professional', 'id', userid, { membername, profession, grade, entrymethod: i % 3 ? 'Examination' : 'Exemption', address, startdate: start, enddate: i % 5 === 0 ? `${2010 + (i % 14) + 2}-${pad(1 + (i % 11))}-28` : null, status: nextStatus(), createdAt: isoAfter(createdAt.slice(0, 10), 2, 12) }, 'professional-certificate', `${grade} certificate.pdf`);
    }
  }
  return lists;
}
