// Every file the API answers with goes out here. The server names it: the kind and the record it belongs to
// ("Employment record 12.pdf", lib/files/file-uses.mjs) with the extension of the type its bytes are (PDF, PNG, JPEG;
// anything else application/octet-stream, .bin), never the uploader's file name, which could say evil.html or
// report.pdf.exe. The answer is never sniffed as another type and runs no script even when a browser shows it
// (a bank slip opens inline): its content security policy is a sandbox that loads nothing. Chromium still shows a
// PDF and an image under it.
import { MSG } from '../common-texts.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { reply } from '../http/reply.mjs';
import { FILE_KINDS, fileKindOf, storedBytesOf } from './uploads.mjs';
import { fileUseOf } from './file-uses.mjs';

export const FILE_ANSWER_POLICY = "sandbox; default-src 'none'";
const UNKNOWN_TYPE = Object.freeze({ contentType: 'application/octet-stream', extension: 'bin' });

/** The type the bytes are, by their first bytes: { contentType, extension }. */
export const typeOfBytes = (bytes) => {
  const kind = fileKindOf(bytes);
  return kind ? FILE_KINDS[kind] : UNKNOWN_TYPE;
};

/** RFC 6266/5987: an ASCII fallback name plus the exact UTF-8 name. */
export const contentDisposition = (name, disposition = 'attachment') => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * Sends bytes as the file `name` + the extension of `type` (default: the type the bytes are), a download unless
 * `inline`. `type` is given only for what the server itself made (an XML report).
 * @param {import('express').Response} res
 * @param {Uint8Array | string} bytes
 * @param {{ name: string, inline?: boolean, type?: { contentType: string, extension: string } }} options
 */
export function sendFile(res, bytes, { name, inline = false, type }) {
  const body = Buffer.from(bytes);
  const { contentType, extension } = type ?? typeOfBytes(body);
  res.set('Content-Type', contentType);
  res.set('Content-Disposition', contentDisposition(`${name}.${extension}`, inline ? 'inline' : 'attachment'));
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', FILE_ANSWER_POLICY);
  res.set('Cache-Control', 'private, no-store');
  return res.send(body);
}

/** A stored file's name without its extension: its kind and record, or "File <id>" while no record names it. */
export function downloadNameOf(db, row) {
  const named = fileUseOf(db, row.fileId);
  return named ? `${named.spec.label} ${named.record[named.spec.idField]}` : `File ${row.fileId}`;
}

/** Sends a stored file (a files row) under its server-made name; `missing` answers when its bytes are gone (default 404). */
export function sendStoredFile(ctx, res, row, { inline = false, missing = () => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND) } = {}) {
  const bytes = storedBytesOf(ctx, row);
  if (!bytes) return missing();
  return sendFile(res, bytes, { name: downloadNameOf(ctx.db, row), inline });
}
