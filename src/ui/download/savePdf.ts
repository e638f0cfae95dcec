/** Saves a PDF the server sent as base64 (a receipt, an application) under the given name (file-saver). */
import { saveAs } from './fileSaver';

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Throws when the answer holds no PDF. */
export const saveBase64Pdf = (base64: string | undefined, fileName: string): void => {
  if (!base64) throw new Error('no pdf');
  saveAs(new Blob([bytesOf(base64)], { type: 'application/pdf' }), fileName);
};
