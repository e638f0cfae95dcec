/**
 * The application PDF (spec §7 "Applications and PDF"): the five lists it is built from, each with
 * the user id, page 1, 100 rows; then the server builds it; the base64 answer is saved as
 * "{first name} {last name} Application Details.pdf".
 */
import { saveAs } from 'file-saver';
import { fetchPdfSources, generateApplicationPdf } from './applicationAdminApi';

export const applicationPdfName = (name: string) => `${name} Application Details.pdf`;

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Throws when any call fails or the answer holds no PDF. */
export const downloadApplicationPdf = async (userId: number, applicantName: string): Promise<void> => {
  await fetchPdfSources(userId);
  const { pdf } = await generateApplicationPdf(userId);
  if (!pdf) throw new Error('no pdf');
  saveAs(new Blob([bytesOf(pdf)], { type: 'application/pdf' }), applicationPdfName(applicantName));
};
