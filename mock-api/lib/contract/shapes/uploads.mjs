// What every upload shares (lib/uploads.mjs storeFile, lib/upload-quota.mjs): past the account's room the upload is
// refused with 413 (storage) or 409 (records of the kind), thrown below the route and answered by lib/errors.mjs in
// the status envelope, whatever the route's own refusals are. Every route storing a file declares them.
import { STATUS_CODE } from '../../constants.mjs';
import { MAX_UPLOAD_BYTES } from '../../uploads.mjs';
import { envelope, json, named, text } from '../schemas.mjs';

const ROOM_REFUSED = named('UploadRoomRefused', envelope([STATUS_CODE.FAILED], { limit: text({ values: ['storage', 'records'] }) }, { message: true, required: ['limit'] }));

/** 409 and 413 of a route that stores an upload. */
export const UPLOAD_LIMITS = Object.freeze({
  409: json("'02': the account holds as many records of this kind as it may (limit 'records').", ROOM_REFUSED),
  413: json("'02': the account's upload storage is full (limit 'storage').", ROOM_REFUSED),
});

/** A multipart file part: its bytes. */
export const uploadPart = (description) => text({ format: 'binary', description: `${description} At most ${MAX_UPLOAD_BYTES} bytes.` });

/** A multipart file part that must be a PDF. */
export const pdfField = (description) => uploadPart(`${description} A PDF.`);
