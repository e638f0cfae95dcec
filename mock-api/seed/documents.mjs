// The seed's evidence documents, one per kind: every seeded file row of a kind shares its bytes (seeding stays
// fast) and each stored file is a real PDF made by lib/files/pdf.mjs. Each seeded meeting's minutes is a kind of its own
// (seed/minutes-documents.mjs), so every minutes PDF holds its own meeting.
import { MINUTES_DOCUMENTS } from './minutes-documents.mjs';

export const SEED_DOCUMENTS = Object.freeze({
  'service-letter': {
    title: 'Service Letter',
    lines: ['To whom it may concern,', 'This is to certify that the member named in this request is employed with us in the designation stated.', 'Issued for the purpose of a membership change request.', 'Human Resources Division'],
  },
  'employment-letter': {
    title: 'Confirmation of Employment',
    lines: ['This is to confirm the period of employment and the designation stated in the record.', 'Human Resources Division'],
  },
  'academic-certificate': {
    title: 'Certificate of Award',
    lines: ['This is to certify that the qualification stated in the record was awarded.', 'Office of the Registrar'],
  },
  'professional-certificate': {
    title: 'Certificate of Membership',
    lines: ['This is to certify that the holder is a member of this professional body in the grade stated.', 'Office of the Secretary'],
  },
  'bank-slip': {
    title: 'Bank Deposit Slip',
    lines: ['Cash deposit to the account of the institute.', 'Depositor: the member named in the payment.', 'Amount and reference number as entered with the payment.', 'Bank stamp and cashier signature'],
  },
  'cpd-evidence': {
    title: 'Certificate of Attendance',
    lines: ['This is to certify that the member named in the CPD record attended the activity stated.', 'Hours of continuing professional development as recorded.', 'Programme Coordinator'],
  },
  cv: {
    title: 'Curriculum Vitae',
    lines: ['Professional summary, employment history, education and professional memberships.'],
  },
  ...MINUTES_DOCUMENTS,
});

export const SEED_DOCUMENT_KINDS = Object.freeze(Object.keys(SEED_DOCUMENTS));
