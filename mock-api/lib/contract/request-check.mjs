// Requests checked against their route's contract: path parameters, query and JSON body, each by its compiled
// schema (the keywords a route checks itself left to it); a multipart body once its parser has read it. The
// first problem answers 400 '05' naming the field.
import { badRequest } from '../http/reply.mjs';
import { MSG } from '../common-texts.mjs';
import { compileSchema } from './ajv.mjs';
import { enforcedSchema } from './enforced.mjs';
import { withoutFilePart } from './upload-part.mjs';

const TYPE_NAMES = { string: 'text', integer: 'a whole number', number: 'a number', boolean: 'true or false', object: 'an object', array: 'a list', null: 'null' };
const typeWords = (type) => [type].flat().map((name) => TYPE_NAMES[name] ?? name).join(' or ');

/** 'lines.0.process' of ajv's instance path '/lines/0/process' (JSON pointer escapes undone). */
const fieldOf = (error) => {
  const parts = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(error.params.missingProperty);
  return parts.join('.');
};

const RULE_WORDS = {
  required: () => 'is required',
  type: (p) => `must be ${typeWords(p.type)}`,
  maxLength: (p) => `must be at most ${p.limit} characters`,
  minLength: (p) => (p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`),
  enum: (p) => `must be one of: ${p.allowedValues.map((value) => (value === null ? 'null' : String(value))).join(', ')}`,
  const: (p) => `must be ${p.allowedValue}`,
  format: (p) => `must be ${p.format === 'date' ? 'a date (YYYY-MM-DD)' : p.format === 'email' ? 'an e-mail address' : `in the format ${p.format}`}`,
  pattern: () => 'is not in the expected form',
  maximum: (p) => `must be at most ${p.limit}`,
  minimum: (p) => `must be at least ${p.limit}`,
  maxItems: (p) => `must hold at most ${p.limit} items`,
  minItems: (p) => `must hold at least ${p.limit} items`,
  additionalProperties: (p) => `is not accepted (${p.additionalProperty})`,
};

/** The 400 text of ajv's first error: "Field 'title' must be at most 150 characters". */
export function problemText(error) {
  const field = fieldOf(error);
  // the whole body is not what the call takes (an array, a string): the body parser's own words
  if (field === '') return MSG.malformedJson;
  const words = RULE_WORDS[error.keyword]?.(error.params) ?? error.message;
  return `Field '${field}' ${words}`;
}

const PARTS = [
  { part: 'params', mode: 'coerce', copy: true },
  { part: 'query', mode: 'coerce', copy: true },
  { part: 'body', mode: 'exact', copy: false },
];

/** The middleware checking a request against a contract, or null when it declares nothing to check. */
export function requestCheck(declared) {
  const schemaOf = { params: declared.params, query: declared.query, body: declared.bodyType === 'json' ? declared.body : undefined };
  const checks = PARTS.filter(({ part }) => schemaOf[part]).map((entry) => ({ ...entry, validate: compileSchema(enforcedSchema(schemaOf[entry.part]), entry.mode) }));
  if (checks.length === 0) return null;
  return function checkRequest(req, res, next) {
    for (const { part, copy, validate } of checks) {
      // a copy: coercion must not change what the route reads
      if (!validate(copy ? { ...req[part] } : req[part])) return badRequest(res, problemText(validate.errors[0]));
    }
    return next();
  };
}

/**
 * The middleware checking a multipart body, placed right after its upload parser (lib/files/uploads.mjs, whose `upload`
 * facts it takes), or null when the contract declares no body. Fields arrive as text and are read
 * as query values are (coerced on a copy); the file part is the parser's. A body cut off at the size limit is
 * not checked: the route answers the size with the spec's text.
 */
export function uploadBodyCheck(declared, upload) {
  if (!declared.body) return null;
  const validate = compileSchema(enforcedSchema(withoutFilePart(declared.body, upload)), 'coerce');
  return function checkUploadBody(req, res, next) {
    if (res.locals.upload?.problem === 'tooLarge') return next();
    if (!validate(structuredClone(req.body ?? {}))) return badRequest(res, problemText(validate.errors[0]));
    return next();
  };
}
