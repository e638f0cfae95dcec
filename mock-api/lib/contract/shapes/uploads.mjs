// What every upload shares (lib/files/uploads.mjs storeFile, lib/files/upload-quota.mjs): past the account's room the upload is
// refused with 413 (storage) or 409 (records of the kind), thrown below the route and answered by lib/http/errors.mjs in
// the status envelope, whatever the route's own refusals are. Every route storing a file declares them.
import { STATUS_CODE } from '../../constants.mjs';
import { envelope, json, named, text } from '../schemas.mjs';

const ROOM_REFUSED = named('UploadRoomRefused', envelope([STATUS_CODE.FAILED], { limit: text({ values: ['storage', 'records'] }) }, { message: true, required: ['limit'] }));

/** 409 and 413 of a route that stores an upload. */
export const UPLOAD_LIMITS = Object.freeze({
  409: json("'02': the account holds as many records of this kind as it may (limit 'records').", ROOM_REFUSED),
  413: json("'02': the account's upload storage is full (limit 'storage').", ROOM_REFUSED),
});

/**
 * A multipart file part: what the file is. The document adds its kinds and size from the upload module's own
 * facts (lib/contract/upload-part.mjs), so no limit is written here.
 */
export const uploadPart = (description) => text({ format: 'binary', description });
