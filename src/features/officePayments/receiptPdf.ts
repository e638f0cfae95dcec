/** Saves a payment's receipt (POST application/generatereceiptpdf, base64) as "{paymentId} - Receipt.pdf". */
import { saveAs } from 'file-saver';
import { generateReceipt } from './officePaymentsApi';

export const receiptFileName = (paymentId: number) => `${paymentId} - Receipt.pdf`;

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Throws when the call fails or the answer holds no PDF. */
export const downloadReceipt = async (paymentId: number): Promise<void> => {
  const { content } = await generateReceipt(paymentId);
  if (!content) throw new Error('no pdf');
  saveAs(new Blob([bytesOf(content)], { type: 'application/pdf' }), receiptFileName(paymentId));
};
