// A route's contract, declared beside its handler: routes.get(path, POLICY, contract({...}), handler). It says
// what the call takes (path parameters, query, body: JSON Schema 2020-12), what it answers (per HTTP status) and
// where it comes from (the spec's §7 call, or an addition with the reason the portal needs it). lib/http/routes.mjs
// records it with the route, lib/contract/openapi.mjs writes the document from it, and request-check.mjs
// enforces its request schemas; so the reference and the checks are one declaration, never written twice.

const CONTRACT = Symbol('route contract');

/** The spec's call a route implements: spec('§7 Events', 'GET event/events'). */
export const spec = (section, call) => Object.freeze({ kind: 'spec', section, ...(call ? { call } : {}) });
/** A call the spec does not have: one line on why the portal needs it. */
export const addition = (why) => Object.freeze({ kind: 'addition', why });
/** json-server's router serving a prototype collection until its real calls exist. */
export const prototype = (what) => Object.freeze({ kind: 'prototype', what });

const SOURCE_KINDS = new Set(['spec', 'addition', 'prototype']);
const KEYS = new Set(['summary', 'description', 'source', 'params', 'query', 'body', 'bodyType', 'responses', 'tags']);

/**
 * @param {{ summary: string, description?: string, source: ReturnType<typeof spec>, params?: object, query?: object,
 *   body?: object, bodyType?: 'json' | 'multipart', responses: Record<number, object> }} declared
 *   params/query: object schemas whose properties are the parameters; body: the body's schema;
 *   responses: status -> json(...) or file(...) of ./schemas.mjs
 */
export function contract(declared) {
  const unknown = Object.keys(declared).filter((key) => !KEYS.has(key));
  if (unknown.length > 0) throw new Error(`contract: unknown ${unknown.join(', ')}`);
  if (typeof declared.summary !== 'string' || declared.summary === '') throw new Error('contract: a summary is required');
  if (!SOURCE_KINDS.has(declared.source?.kind)) throw new Error(`contract "${declared.summary}": source must be spec(), addition() or prototype()`);
  if (!declared.responses || Object.keys(declared.responses).length === 0) throw new Error(`contract "${declared.summary}": responses are required`);
  return Object.freeze({ [CONTRACT]: true, bodyType: 'json', ...declared });
}

export const isContract = (value) => value !== null && typeof value === 'object' && value[CONTRACT] === true;
