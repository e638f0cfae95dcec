/** Helpers of the application journeys (tests/e2e/application-journey.e2e.ts, keyboard-journeys.e2e.ts). */

/** A small valid PDF for the uploads (give it a `name`). */
export const SAMPLE_PDF = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

/** The NIC's month lengths: it counts February as 29 days in every year (1 March is day 61). */
const NIC_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A new applicant, unique per run (the e2e API starts from the seed, but a rerun on a kept data dir must not
 * collide; `salt` keeps two journeys of one run apart): her e-mail, and a 12-digit NIC that encodes her birth date
 * `dob` (DD/MM/YYYY) as a woman's: the NIC's day of the year plus 500.
 */
export function newApplicant(firstName: string, lastName: string, dob: string, salt = 0) {
  const serial = String((Date.now() + salt) % 100_000).padStart(5, '0');
  const [day, month, year] = dob.split('/').map(Number);
  const nicDay = NIC_MONTH_DAYS.slice(0, month - 1).reduce((sum, days) => sum + days, 0) + day + 500;
  return { firstName, lastName, email: `${firstName.toLowerCase()}.${serial}@example.org`, nic: `${year}${nicDay}${serial}`, dob };
}
