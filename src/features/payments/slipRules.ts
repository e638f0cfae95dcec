/**
 * The bank slip: PDF, JPEG or PNG, at most 5 MB. The browser checks the type the
 * file claims (or its name); the server checks its content again.
 */
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { isWithinUploadLimit, PDF_MIME, type FileLike } from '../../domain/upload';

export const SLIP_TYPES: readonly string[] = [PDF_MIME, 'image/jpeg', 'image/png'];
const SLIP_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
/** The file picker's filter. */
export const SLIP_ACCEPT = [...SLIP_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const isSlipKind = (file: FileLike): boolean => (file.type ? SLIP_TYPES.includes(file.type) : SLIP_EXTENSIONS.test(file.name));

/** The slip's problem, or null when it may be sent. */
export const slipProblem = (file: FileLike | null | undefined): string | null => {
  if (!file || !isSlipKind(file)) return PAYMENT_TEXT.slipRequired;
  return isWithinUploadLimit(file) ? null : PAYMENT_TEXT.slipTooLarge;
};
