/** Uploads: PDF only, at most 5 MB (spec §9). */
export const MAX_UPLOAD_BYTES = 5242880;
export const PDF_MIME = 'application/pdf';

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export const isPdf = (file: FileLike): boolean =>
  file.type === PDF_MIME || (!file.type && file.name.toLowerCase().endsWith('.pdf'));

export const isWithinUploadLimit = (file: FileLike): boolean => file.size <= MAX_UPLOAD_BYTES;

/** Size in MB with two decimals, as the CV message shows it. */
export const sizeInMb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);
