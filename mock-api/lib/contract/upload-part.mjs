// The file part of a multipart body, as the upload module takes it (lib/files/uploads.mjs: each parser carries its
// `upload` facts: field, kinds, content types, size limit). The document shows that part from those facts, so its
// limits are the module's constants; the request check leaves it out, since the parser takes the file out of the
// body and the route answers a missing, wrong or too large file with the spec's own text.

const KIND_NAMES = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' };

const megabytes = (bytes) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/** The body's schema without the file part: what the request check compares with the parsed text fields. */
export function withoutFilePart(schema, upload) {
  if (!schema?.properties || !Object.hasOwn(schema.properties, upload.field)) return schema;
  const { [upload.field]: filePart, ...properties } = schema.properties;
  const { required = [], ...rest } = schema;
  const left = required.filter((name) => name !== upload.field);
  return { ...rest, properties, ...(left.length > 0 ? { required: left } : {}) };
}

/** The words of the limits: "One PDF (told by its content, never by its name), at most 5 MB (5242880 bytes)." */
export const uploadLimitWords = (upload) =>
  `One ${upload.kinds.map((kind) => KIND_NAMES[kind] ?? kind).join(', ')} file (told by its content, never by its name or type), at most ${megabytes(upload.maxBytes)} (${upload.maxBytes} bytes).`;

/**
 * The body's schema as the document shows it: the file part binary, its media types and size from the upload
 * module, the declared words kept before the limits; the marks of the declared schema (a component name, the
 * route's own checks) kept too.
 */
export function withFilePart(schema, upload) {
  const declared = schema.properties?.[upload.field];
  const part = {
    ...declared,
    type: 'string',
    format: 'binary',
    ...(upload.contentTypes.length === 1 ? { contentMediaType: upload.contentTypes[0] } : {}),
    description: [declared?.description, uploadLimitWords(upload)].filter(Boolean).join(' '),
    'x-max-bytes': upload.maxBytes,
  };
  return { ...schema, properties: { ...schema.properties, [upload.field]: part } };
}

/** The multipart media type's encoding: the content types the file part may have. */
export const fileEncoding = (upload) => ({ [upload.field]: { contentType: upload.contentTypes.join(', ') } });
