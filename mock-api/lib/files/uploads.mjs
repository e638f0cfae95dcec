// The one upload module of the mock API (every upload goes through it). Multipart is parsed by
// multer into memory (an upload cut off half-way leaves nothing on disk), at most one file of MAX_UPLOAD_BYTES,
// its name read as UTF-8; a file's kind (PDF, JPEG, PNG) is told by its content (magic bytes), never by its name
// or declared type. A route validates everything first and stores last (storeFile/storePdf), which checks the
// account's room (lib/files/upload-quota.mjs), so a refused upload leaves nothing behind; a file stored by a request
// that ends with no record naming it (lib/files/file-uses.mjs) is removed before the answer goes out. Stored names are
// generated; no user-supplied text reaches the file system, and the uploader's file name is only ever shown,
// never used to name a download (lib/files/file-answers.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import multer from 'multer';
import { MEMBER_FIELD_MAX, RECORD_TEXT } from '../../../src/domain/memberRules.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { reply } from '../http/reply.mjs';
import { nextId } from '../storage/ids.mjs';
import { bodyShapeProblem } from '../http/json-body.mjs';
import { insertRow, removeWhere } from '../storage/changes.mjs';
import { FILES_COLLECTION, isFileNamed } from './file-uses.mjs';
import { checkRoom } from './upload-quota.mjs';

export { FILES_COLLECTION };

/** The kinds an upload may be, by their first bytes, and the content type a stored file is sent with. */
export const FILE_KINDS = Object.freeze({
  pdf: Object.freeze({ signature: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: 'application/pdf', extension: 'pdf' }),
  jpeg: Object.freeze({ signature: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' }),
  png: Object.freeze({ signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', extension: 'png' }),
});

/** The kind (of `kinds`) the bytes are, or null. */
export const fileKindOf = (bytes, kinds = Object.keys(FILE_KINDS)) =>
  kinds.find((kind) => {
    const { signature } = FILE_KINDS[kind];
    return bytes?.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  }) ?? null;

/** Spec §9: PDF only, at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5242880;
export const UPLOAD_TEXT = Object.freeze({ pdfRequired: RECORD_TEXT.pdfRequired, tooLarge: RECORD_TEXT.fileTooLarge });

export const uploadsDirOf = (dataDir) => path.join(dataDir, 'uploads');
const storedPathOf = (dataDir, storedName) => path.join(uploadsDirOf(dataDir), path.basename(storedName));

/**
 * What a parser takes, carried on it as `.upload` for the contract (lib/http/routes.mjs, lib/contract/): the file
 * part's field, its kinds and their content types, the size limit. The document's file part and the place of
 * the multipart body check are read from here, so the limits are stated once.
 */
const uploadFacts = (field, kinds) =>
  Object.freeze({ field, kinds: Object.freeze([...kinds]), contentTypes: Object.freeze(kinds.map((kind) => FILE_KINDS[kind].contentType)), maxBytes: MAX_UPLOAD_BYTES });

// One byte over the limit is still received, so "too large" is told from the size and never from a cut stream.
// Browsers send a part's file name as UTF-8 bytes: read as latin1 (the parser's default) "Résumé" became "RÃ©sumÃ©".
const parser = (field) =>
  multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 30, parts: 31, fieldNameSize: 100, fieldSize: 16 * 1024 },
  }).single(field);

/** Per received file: who uploads it, and the files a request stored from it ({ ctx, fileId }). */
const receipts = new WeakMap();

/** Runs `before` once, just before the answer's status line (and so before its changes reach the journal). */
function beforeAnswer(res, before) {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function writeHeadAfter(...args) {
    if (!done) {
      done = true;
      before();
    }
    return writeHead.apply(this, args);
  };
}

/** A received file: a file the request stored but ended up naming in no record (refused, failed) is removed. */
function receivedFile(req, res, file) {
  const stored = [];
  receipts.set(file, { uploaderId: req.auth?.user?.userID, stored });
  beforeAnswer(res, () => {
    for (const { ctx, fileId } of stored) {
      try {
        if (!isFileNamed(ctx.db, fileId)) removeStoredFile(ctx, fileId);
      } catch (error) {
        ctx.log?.error?.('[mock-api] could not remove an unrecorded upload (the next start removes it):', error);
      }
    }
  });
  return file;
}

/**
 * Parses a multipart body (a JSON body passes untouched) and leaves in res.locals.upload
 * `{ file: { buffer, originalName, size, kind } | null, problem: null | 'tooLarge' | 'wrongKind' | 'missing' }`
 * where kind is one of `kinds` (FILE_KINDS names) recognised by content.
 * Malformed multipart, another file field or too many parts: 400.
 */
export const receiveFile = (field, kinds = Object.keys(FILE_KINDS)) => {
  const parse = parser(field);
  const receive = (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      res.locals.upload = { file: null, problem: 'missing' };
      return next();
    }
    return parse(req, res, (error) => {
      if (error && error.code === 'LIMIT_FILE_SIZE') {
        res.locals.upload = { file: null, problem: 'tooLarge' };
        req.body = { ...(req.body ?? {}) };
        return next();
      }
      if (error) return reply(res, 400, MSG.badRequest, STATUS_CODE.MISSING_FIELDS);
      // multer reads `a[b]` names as nested objects: the JSON body rules apply to forms too.
      const shape = bodyShapeProblem(req.body);
      if (shape) return reply(res, 400, shape === 'deep' ? MSG.bodyTooDeep : MSG.bodyForbiddenKey, STATUS_CODE.MISSING_FIELDS);
      req.body = { ...(req.body ?? {}) };
      const received = req.file;
      const kind = received ? fileKindOf(received.buffer, kinds) : null;
      if (!received || received.size === 0) res.locals.upload = { file: null, problem: 'missing' };
      else if (received.size > MAX_UPLOAD_BYTES) res.locals.upload = { file: null, problem: 'tooLarge' };
      else if (!kind) res.locals.upload = { file: null, problem: 'wrongKind' };
      else res.locals.upload = { file: receivedFile(req, res, { buffer: received.buffer, originalName: received.originalname, size: received.size, kind }), problem: null };
      return next();
    });
  };
  receive.upload = uploadFacts(field, kinds);
  return receive;
};

/** A PDF upload (receiveFile of PDFs only); a file that is not a PDF is the problem 'notPdf'. */
export const receivePdf = (field) => {
  const receive = receiveFile(field, ['pdf']);
  const receivePdfFile = (req, res, next) =>
    receive(req, res, (error) => {
      if (!error && res.locals.upload?.problem === 'wrongKind') res.locals.upload = { file: null, problem: 'notPdf' };
      return next(error);
    });
  receivePdfFile.upload = receive.upload;
  return receivePdfFile;
};

/** The text a refused upload answers with ('pdf required' for missing or not a PDF), or null. */
export const uploadProblemText = (upload) => {
  if (!upload?.problem) return null;
  return upload.problem === 'tooLarge' ? UPLOAD_TEXT.tooLarge : UPLOAD_TEXT.pdfRequired;
};

// Characters that reorder what follows them: "evil\u202Efdp.exe" would read as "evilexe.pdf".
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name fit to show: no directories, control or reordering characters, quotes or characters a file system
 * refuses; composed (NFC) so that an "é" sent as e + accent reads as one letter; at most MEMBER_FIELD_MAX.fileName
 * characters. It is shown beside the record, never used to name a download.
 */
export function sanitiseFileName(name, extension = 'pdf') {
  const base = String(name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"<>|*?:\ufffd]/g, '').replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(clean); // by code point: a cut never splits a surrogate pair
  const capped = characters.length > MEMBER_FIELD_MAX.fileName ? `${characters.slice(0, MEMBER_FIELD_MAX.fileName - extension.length - 1).join('').trim()}.${extension}` : clean;
  return capped && capped !== '.' && capped !== '..' ? capped : `document.${extension}`;
}

/** Files are referred to by rows as { fileId, fileName }. */
export const fileRef = (row) => ({ fileId: row?.fileId ?? null, fileName: row?.originalName ?? '' });

/**
 * Writes a checked file (receiveFile's, of `kind`) under a generated name and records its row with its content
 * type; the caller has validated everything else. The file counts to `ownerUserId`'s storage, as a file of the
 * record kind `use` (lib/files/file-uses.mjs): past the account's room it throws the Refusal of lib/files/upload-quota.mjs
 * and stores nothing. `newRecord` false: the file goes to an existing record (no new record to count), taking
 * the place of `replaces` (whose bytes then no longer count).
 * @param {object} ctx
 * @param {{ ownerUserId: number, file: object, use: string, newRecord?: boolean, replaces?: number | null, kind?: string }} upload
 */
export function storeFile(ctx, { ownerUserId, file, use, newRecord = true, replaces = null, kind = file.kind ?? 'pdf' }) {
  const receipt = receipts.get(file);
  checkRoom(ctx, { use, ownerUserId, uploaderId: receipt?.uploaderId ?? ownerUserId, size: file.size, newRecord, replaces });
  const { contentType, extension } = FILE_KINDS[kind];
  const dir = uploadsDirOf(ctx.dataDir);
  mkdirSync(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  const fullPath = storedPathOf(ctx.dataDir, storedName);
  writeFileSync(fullPath, file.buffer, { flag: 'wx' });
  try {
    const fileId = nextId(ctx.db, FILES_COLLECTION, 'fileId');
    const row = {
      id: fileId,
      fileId,
      ownerUserId,
      originalName: sanitiseFileName(file.originalName, extension),
      size: file.size,
      storedName,
      ...(kind === 'pdf' ? {} : { contentType }),
      createdAt: new Date(ctx.now()).toISOString(),
    };
    insertRow(ctx.db, FILES_COLLECTION, row);
    receipt?.stored.push({ ctx, fileId });
    return row;
  } catch (error) {
    rmSync(fullPath, { force: true });
    throw error;
  }
}

/** Writes the checked PDF (see storeFile). */
export const storePdf = (ctx, upload) => storeFile(ctx, { ...upload, kind: 'pdf' });

/** The content type a stored file is sent with (rows before images were allowed are PDFs). */
export const contentTypeOf = (row) => row?.contentType ?? FILE_KINDS.pdf.contentType;

/** The stored bytes of a files row; undefined when they are gone. */
export function storedBytesOf(ctx, row) {
  try {
    return readFileSync(storedPathOf(ctx.dataDir, row.storedName));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

export const findFile = (db, fileId) => (Number.isInteger(fileId) ? db.get(FILES_COLLECTION).find({ fileId }).value() : undefined);

/** Removes a file's row and its bytes (a deleted record takes its evidence with it). */
export function removeStoredFile(ctx, fileId) {
  const row = findFile(ctx.db, fileId);
  if (!row) return;
  removeWhere(ctx.db, FILES_COLLECTION, { fileId });
  rmSync(storedPathOf(ctx.dataDir, row.storedName), { force: true });
}
