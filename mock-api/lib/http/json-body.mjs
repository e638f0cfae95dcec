// Request bodies: JSON (or multipart, which upload routes parse themselves), at most JSON_BODY_LIMIT, nested at
// most JSON_MAX_DEPTH deep, and no key that could reach an object's prototype; the card gateway's paths take a
// small form instead. Anything else is refused with a 4xx before a route sees it, so no other parser
// (json-server's form parser) ever reads a body.
import { JSON_BODY_LIMIT, JSON_MAX_DEPTH, STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { reply } from './reply.mjs';
import { express, requireFromJsonServer } from './router.mjs';

const typeis = requireFromJsonServer('type-is');

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** 'deep' | 'key' | null. Walks at most JSON_MAX_DEPTH + 1 levels, whatever the input. */
export function bodyShapeProblem(value, depth = 0) {
  if (value === null || typeof value !== 'object') return null;
  if (depth >= JSON_MAX_DEPTH) return 'deep';
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return 'key';
    const problem = bodyShapeProblem(value[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The card gateway's form posts, path -> the largest body taken: the browser's checkout form to the sandbox and
 * the gateway's server-to-server notification (PayHere posts x-www-form-urlencoded, well under 1 KB). These
 * paths are public, so they take a flat form only (no JSON, no nesting), and a small one.
 */
export const FORM_BODY_LIMITS = new Map([
  ['/api/payment-sandbox/checkout', '16kb'],
  ['/api/payment-sandbox/pay', '16kb'],
  ['/api/application/payment-notify', '4kb'],
]);
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The path as express routes it: any case, a trailing slash or not. */
const formPathOf = (req) => req.path.toLowerCase().replace(/(?<=.)\/+$/, '');
const formParsers = new Map([...FORM_BODY_LIMITS].map(([path, limit]) => [path, express.urlencoded({ extended: false, limit, parameterLimit: 60 })]));

/** A body of another type (a form, text) would bypass these checks: 415; on a gateway path, anything but a form. */
const jsonOrMultipartOnly = (req, res, next) => {
  // 'Content-Length: 0' (a proxied DELETE, say) carries nothing to check: it is no body of another type
  if (!typeis.hasBody(req) || req.headers['content-length'] === '0') return next();
  if (FORM_BODY_LIMITS.has(formPathOf(req))) return req.is(FORM_TYPE) ? next() : reply(res, 415, MSG.bodyMustBeForm, STATUS_CODE.MISSING_FIELDS);
  if (req.is(['application/json', 'multipart/form-data'])) return next();
  return reply(res, 415, MSG.bodyMustBeJson, STATUS_CODE.MISSING_FIELDS);
};

const gatewayFormOnly = (req, res, next) => {
  const parse = formParsers.get(formPathOf(req));
  return parse && req.is(FORM_TYPE) ? parse(req, res, next) : next();
};

const checkShape = (req, res, next) => {
  const problem = bodyShapeProblem(req.body);
  if (problem === 'deep') return reply(res, 400, MSG.bodyTooDeep, STATUS_CODE.MISSING_FIELDS);
  if (problem === 'key') return reply(res, 400, MSG.bodyForbiddenKey, STATUS_CODE.MISSING_FIELDS);
  return next();
};

/** The body middleware of the API (multipart uploads add their own, per route; the gateway's forms above). */
export const jsonBody = () => [jsonOrMultipartOnly, express.json({ limit: JSON_BODY_LIMIT, strict: true }), gatewayFormOnly, checkShape];
