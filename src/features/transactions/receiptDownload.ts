/**
 * Print receipt (spec §2, §4): the server builds the PDF of an approved transaction; its base64
 * answer is saved as "{paymentId} - Receipt.pdf" (file-saver). Throws when the call fails or the
 * answer holds no PDF; the caller says "Error occured when generating the PDF" (§8).
 */
import { saveAs } from 'file-saver';
import { receiptFileName } from './fileNames';
import { generateReceipt } from './transactionApi';

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export const downloadReceipt = async (paymentId: number): Promise<void> => {
  const { content } = await generateReceipt(paymentId);
  if (!content) throw new Error('no pdf');
  saveAs(new Blob([bytesOf(content)], { type: 'application/pdf' }), receiptFileName(paymentId));
};
