// The answers an operation may give: those its contract declares, plus the ones the shared machinery gives for
// it (400 from the request check or the body parser, on any call, 401 and 403 from its access guard, 429 from a rate limit).
// Read by the document and by the answer check, so both say the same.
import { BAD_REQUEST, FORBIDDEN, UNAUTHORIZED, json } from './schemas.mjs';

/** status -> { description, content? } of an operation (declared may be undefined: not yet described). */
export function answersOf(declared, accessPolicy) {
  const answers = {};
  answers[400] = json("A request that breaks the call's schema (the message names the field), or a malformed body: '05'.", BAD_REQUEST);
  if (accessPolicy.kind !== 'public') {
    answers[401] = json('No token, or an invalid or expired one.', UNAUTHORIZED);
    answers[403] = json('A signed-in caller this call is not for.', FORBIDDEN);
  }
  return { ...answers, ...(declared?.responses ?? {}) };
}
