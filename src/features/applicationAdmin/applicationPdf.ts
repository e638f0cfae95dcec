/**
 * The application PDF (spec §7 "Applications and PDF"): the five lists it is built from, each with
 * the user id, page 1, 100 rows; then the server builds it; the base64 answer is saved as
 * "{first name} {last name} Application Details.pdf".
 */
import { saveBase64Pdf } from '../../ui/download/savePdf';
import { fetchPdfSources, generateApplicationPdf } from './applicationAdminApi';

export const applicationPdfName = (name: string) => `${name} Application Details.pdf`;

/** Throws when any call fails or the answer holds no PDF. */
export const downloadApplicationPdf = async (userId: number, applicantName: string): Promise<void> => {
  await fetchPdfSources(userId);
  const { pdf } = await generateApplicationPdf(userId);
  saveBase64Pdf(pdf, applicationPdfName(applicantName));
};
