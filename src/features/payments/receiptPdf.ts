/** A payment's receipt (POST application/generatereceiptpdf, base64), saved as "{paymentId} - Receipt.pdf" (spec §9). */
import { saveAs } from 'file-saver';
import { generateReceipt } from './paymentApi';

export const receiptFileName = (paymentId: number) => `${paymentId} - Receipt.pdf`;

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Throws when the call fails or the answer holds no PDF. */
export const downloadReceipt = async (paymentId: number): Promise<void> => {
  const { content } = await generateReceipt(paymentId);
  if (!content) throw new Error('no receipt');
  saveAs(new Blob([bytesOf(content)], { type: 'application/pdf' }), receiptFileName(paymentId));
};
