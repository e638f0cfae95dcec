/**
 * The one text to show for a failed call: the server's words (the http client puts the envelope's status in the
 * error's message), else the caller's fallback, else the generic request error. Anything thrown that is not an
 * Error (a bare string from some library) is not the server speaking, so it is never shown. A plain module with no React
 * and no framework index, so the public pages may import it without pulling the admin engine into their bundle.
 */
import { msg } from '../i18n/keys';

export const errorMessage = (error: unknown, fallback: string = msg('http.requestError')): string => {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
