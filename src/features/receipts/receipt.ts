/**
 * A payment's receipt (spec §2, §4, §9), for the member's payments, the office payments and the
 * Transaction View: the server builds the PDF of an approved payment (POST application/generatereceiptpdf,
 * base64) and it is saved as "{paymentId} - Receipt.pdf". The callers say the spec's PDF error (§8).
 */
import { http } from '../../providers/http';
import { saveBase64Pdf } from '../../ui/download/savePdf';

export const receiptFileName = (paymentId: number | string) => `${paymentId} - Receipt.pdf`;

/** A receipt of an approved payment: a base64 PDF. */
export const generateReceipt = (paymentId: number) =>
  http.post<{ fileName?: string; content?: string }>('application/generatereceiptpdf', { paymentId });

/** Throws when the call fails or the answer holds no PDF. */
export const downloadReceipt = async (paymentId: number): Promise<void> => {
  const { content } = await generateReceipt(paymentId);
  saveBase64Pdf(content, receiptFileName(paymentId));
};
