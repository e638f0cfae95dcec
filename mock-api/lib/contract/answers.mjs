// The answers an operation may give: those its contract declares, plus the ones the shared machinery gives for
// it (400 from the request check or the body parser, on any call, 401 and 403 from its access guard). Read by
// the document and by the answer check, so both say the same.
import { BAD_REQUEST, FORBIDDEN, UNAUTHORIZED, anyOf, json } from './schemas.mjs';

const SCHEMA_BROKEN = "A request that breaks the call's schema (the message names the field), or a malformed body: '05'.";

/** status -> { description, content? } of an operation (declared may be undefined: not yet described). */
export function answersOf(declared, accessPolicy) {
  const answers = { 400: json(SCHEMA_BROKEN, BAD_REQUEST) };
  if (accessPolicy.kind !== 'public') {
    answers[401] = json('No token, or an invalid or expired one.', UNAUTHORIZED);
    answers[403] = json('A signed-in caller this call is not for.', FORBIDDEN);
  }
  const own = declared?.responses ?? {};
  const merged = { ...answers, ...own };
  // A route's own 400 comes beside the request check's, never instead of it.
  const own400 = own[400]?.content?.['application/json']?.schema;
  if (own400) merged[400] = json(`${own[400].description} Or: ${SCHEMA_BROKEN}`, anyOf(own400, BAD_REQUEST));
  return merged;
}
