// The application PDF (spec §7 "Applications and PDF"): made from the server's own data, never the client's,
// with the header, every field, the three record tables, the payments and the council reviews.
import { formatMoney } from '../../../src/domain/money.mjs';
import { phoneText } from '../../../src/domain/phoneNumbers.mjs';
import { readableDate } from '../../../src/domain/wireDates.mjs';
import { makeSectionedPdf } from '../files/pdf.mjs';
import { applicationView, reviewsOfApplication } from './applications.mjs';
import { paymentView, paymentsOfUser } from '../payments/payments.mjs';
import { addressOf } from '../members/members.mjs';

const RECORD_STATUS_NAMES = { 1: 'Pending', 2: 'Approved', 16: 'Rejected' };
const dateOf = (value) => (value ? readableDate(String(value).slice(0, 10)) : '');
const statusOf = (row) => RECORD_STATUS_NAMES[row.status] ?? '';
const byDate = (field) => (a, b) => String(b[field] ?? '').localeCompare(String(a[field] ?? ''));

export const applicantNameOf = (user, application) => `${user.firstName} ${application.lastName || user.lastName}`.trim();

/** "{first} {last} Application Details.pdf" (spec §2 "Download PDF"). */
export const applicationPdfName = (user, application) => `${applicantNameOf(user, application)} Application Details.pdf`;

const headerFields = (view, user) => [
  ['Application ID', view.applicationId],
  ['Status', view.statusName],
  ['Member type', view.memberTypeName],
  ['Title', view.title],
  ['First name', user.firstName],
  ['Last name', view.lastName || user.lastName],
  ['Name with initials', view.nameWithInitials],
  ['Full name', view.fullName],
  ['NIC number', view.nicNumber],
  ['Date of birth', dateOf(view.dob)],
  ['Mobile number', phoneText(view.mobileNo)],
  ['E-mail', view.email || user.email],
  ['Address', addressOf(view)],
  ['LinkedIn', view.linkedin],
  ['WhatsApp', view.whatsapp],
  ['Facebook', view.facebook],
  ['Instagram', view.instagram],
  ['Twitter (X)', view.twitter],
  ['CV', view.hasCv ? view.cvFileName : 'Not uploaded'],
  ['Created', dateOf(view.createdAt)],
  ['Submitted', dateOf(view.submittedAt)],
  ['Decided', dateOf(view.decidedAt)],
  ['Decided by', view.decidedBy],
  ['Decision comment', view.decisionComment],
  ['Member number', view.memberNo],
  ['Registered by', view.registeredBy],
];

const rowsOf = (db, collection, userid, dateField) => db.get(collection).filter({ userid }).value().slice().sort(byDate(dateField));

const employmentTable = (rows) => ({
  columns: [{ label: 'Company', weight: 2 }, { label: 'Designation', weight: 1.6 }, { label: 'Address', weight: 2 }, { label: 'Phone', weight: 1.2 }, { label: 'From' }, { label: 'To' }, { label: 'Status' }, { label: 'Evidence', weight: 1.6 }],
  rows: rows.map((row) => [row.companyname, row.desgnation, row.adddress, phoneText(row.phonenumber), dateOf(row.startdate), row.enddate ? dateOf(row.enddate) : 'Current', statusOf(row), row.fileName]),
});
const academicTable = (rows) => ({
  columns: [{ label: 'Institute', weight: 2 }, { label: 'Qualification', weight: 2 }, { label: 'Mode' }, { label: 'From' }, { label: 'To' }, { label: 'Received' }, { label: 'Status' }, { label: 'Evidence', weight: 1.6 }],
  rows: rows.map((row) => [row.institutename, row.qualificationname, row.parttimefulltime, dateOf(row.fromdate), dateOf(row.todate), dateOf(row.admitdate), statusOf(row), row.fileName]),
});
const professionalTable = (rows) => ({
  columns: [{ label: 'Professional body', weight: 2 }, { label: 'Membership', weight: 1.4 }, { label: 'Grade' }, { label: 'Entry method', weight: 1.1 }, { label: 'From' }, { label: 'To' }, { label: 'Status' }, { label: 'Evidence', weight: 1.6 }],
  rows: rows.map((row) => [row.membername, row.profession, row.grade, row.entrymethod, dateOf(row.startdate), row.enddate ? dateOf(row.enddate) : 'Current', statusOf(row), row.fileName]),
});
const paymentTable = (rows) => ({
  columns: [{ label: 'Payment', weight: 1.4 }, { label: 'Amount', weight: 1.2 }, { label: 'Status' }, { label: 'Created' }, { label: 'Paid' }, { label: 'Receipt' }, { label: 'Description', weight: 2.5 }],
  rows: rows.map((row) => [row.paymentType, formatMoney(row.amount), row.statusName, dateOf(row.createdAt), dateOf(row.paidDate), row.receiptNo, row.description]),
});
const reviewTable = (rows) => ({
  columns: [{ label: 'Council member', weight: 1.5 }, { label: 'Assigned' }, { label: 'Recommendation', weight: 1.4 }, { label: 'Comment', weight: 3.5 }, { label: 'Reviewed' }],
  rows: rows.map((row) => [row.reviewerName, dateOf(row.assignedAt), row.recommendation ?? 'Not yet reviewed', row.comment, dateOf(row.reviewedAt)]),
});

/** The PDF bytes of an applicant's application (pdf-lib, lib/files/pdf.mjs). */
export function applicationPdf(ctx, { application, user }) {
  const { db } = ctx;
  const view = applicationView(db, application);
  const today = new Date(ctx.now());
  return makeSectionedPdf({
    title: 'Membership Application',
    subtitle: `${applicantNameOf(user, application)} - application #${application.applicationId} - ${view.statusName} - generated ${dateOf(today.toISOString())}`,
    date: today,
    sections: [
      { heading: 'Applicant details', fields: headerFields(view, user) },
      { heading: 'Employment', table: employmentTable(rowsOf(db, 'employment', user.userID, 'startdate')), empty: 'No employment records' },
      { heading: 'Academic qualifications', table: academicTable(rowsOf(db, 'academic', user.userID, 'fromdate')), empty: 'No academic qualifications' },
      { heading: 'Professional memberships', table: professionalTable(rowsOf(db, 'professional', user.userID, 'startdate')), empty: 'No professional memberships' },
      { heading: 'Payment details', table: paymentTable(paymentsOfUser(db, user.userID).map(paymentView)), empty: 'No payments' },
      { heading: 'Committee reviews', table: reviewTable(reviewsOfApplication(db, application.applicationId)), empty: 'No council reviews' },
    ],
  });
}
