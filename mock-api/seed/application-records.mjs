// The records of applicants who submitted (employment, academic, professional): Pending until the application
// is decided, each with its evidence PDF. Appended after the members' rows, so their ids stay as they were.
import { QUALIFICATION_LEVELS } from '../../src/domain/memberRules.mjs';
import { isoAfter } from './dates.mjs';
import { designationAt } from './names.mjs';
import { companies, universities } from './lookups.mjs';

const UNDECIDED = { status: 1, comment: '', decidedAt: null, decidedBy: null };
const BODIES = [
  ['Institution of Engineers Sri Lanka', 'Associate Member', 'AMIESL', '120/15 Wijerama Mawatha, Colombo 07'],
  ['Computer Society of Sri Lanka', 'Professional Member', 'MCSSL', 'Colombo 07'],
  ['Institute of Chartered Accountants of Sri Lanka', 'Associate Member', 'ACA', '30A Malalasekera Mawatha, Colombo 07'],
];

/** Every applicant gets one or two jobs and an academic qualification (submitting needs one); every other a membership. */
export function applicationRecordRows(records, applications, evidence) {
  const employment = [...records.employment];
  const academic = [...records.academic];
  const professional = [...records.professional];
  const push = (list, pk, userid, row, kind, fileName, createdAt) => {
    const id = list.length + 1;
    list.push({ id, [pk]: id, userid, ...row, ...evidence.add(kind, userid, fileName, createdAt), createdAt, ...UNDECIDED });
  };
  const companyList = companies();
  const universityList = universities();
  applications.forEach((application, i) => {
    const userid = application.userId;
    const on = (days) => isoAfter(application.createdAt.slice(0, 10), days, 11);
    const jobs = i % 3 === 0 ? 2 : 1;
    for (let j = 0; j < jobs; j += 1) {
      const company = companyList[(i * 2 + j) % companyList.length];
      const current = j === jobs - 1;
      const startYear = 2012 + (i % 6) + j * 5;
      push(employment, 'employerid', userid, { companyname: company.companyName, desgnation: designationAt(i + j), adddress: company.companyAddress, phonenumber: company.companyContact, startdate: `${startYear}-0${1 + (i % 9)}-01`, enddate: current ? null : `${startYear + 4}-0${1 + (i % 9)}-28`, currentemp: current ? 'on' : 'off' }, 'employment-letter', `Service letter ${company.companyName}.pdf`, on(1 + j));
    }
    const university = universityList[i % universityList.length];
    const fromYear = 2006 + (i % 8);
    push(academic, 'academicid', userid, { institutename: university.universityName, qualificationname: QUALIFICATION_LEVELS[6 + (i % 5)], parttimefulltime: i % 2 ? 'Part-time' : 'Full-time', address: university.universityAddress, fromdate: `${fromYear}-02-01`, todate: `${fromYear + 4}-01-20`, admitdate: `${fromYear + 4}-05-10` }, 'academic-certificate', `Degree certificate ${application.applicationId}.pdf`, on(3));
    if (i % 2 === 0) {
      const [membername, profession, grade, address] = BODIES[i % BODIES.length];
      push(professional, 'id', userid, { membername, profession, grade, entrymethod: i % 4 ? 'Examination' : 'Exemption', address, startdate: `${2016 + (i % 7)}-06-01`, enddate: null }, 'professional-certificate', `${grade} certificate.pdf`, on(4));
    }
  });
  return { employment, academic, professional };
}
