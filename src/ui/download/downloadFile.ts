/**
 * Saves a file the API serves (a member's PDF) under the name the server gives it (the record's kind and id,
 * never the uploader's file name). The http client reads
 * answers as text, which would corrupt a PDF, so this reads the bytes itself, with the bearer token.
 */
import { saveAs } from './fileSaver';
import { API_BASE_URL } from '../../providers/http';
import { readToken } from '../../providers/session';

/** A failed download: the HTTP status, and the server's words when it sent any. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const fileNameOf = (disposition: string | null): string | undefined =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];

const serverText = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: string; status?: string };
    return body.message ?? body.status ?? '';
  } catch {
    return '';
  }
};

/** `method` POST for a file the server makes anew on each call (a membership card), which a GET must not do. */
export const downloadFile = async (path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> => {
  const token = readToken();
  const response = await fetch(`${API_BASE_URL.replace(/\/+$/, '')}/${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new DownloadError(response.status, await serverText(response));
  const name = fileNameOf(response.headers.get('Content-Disposition'));
  saveAs(await response.blob(), name ? decodeURIComponent(name) : fallbackName);
};
