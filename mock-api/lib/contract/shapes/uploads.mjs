// What an upload route answers beside its own outcome: the account's file limits (lib/upload-quota.mjs), thrown
// below the route and answered by lib/errors.mjs in the status envelope. Every route storing a file declares them.
import { STATUS_CODE } from '../../constants.mjs';
import { envelope, json, text } from '../schemas.mjs';

const LIMIT = envelope([STATUS_CODE.FAILED], { limit: text({ values: ['records', 'storage'] }) }, { message: true });

/** 409: the account holds the most records of the kind; 413: its storage is full. */
export const UPLOAD_LIMITS = Object.freeze({
  409: json("The account holds the most records with a file of this kind: '02' with the limit's text.", LIMIT),
  413: json("The account's file storage is full: '02' with the limit's text.", LIMIT),
});

/** A multipart form's file field, as the document shows it (multipart bodies are read by the route, unchecked). */
export const pdfField = (description) => text({ format: 'binary', description: `${description} A PDF of at most 5 MB.` });
