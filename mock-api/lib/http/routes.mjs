// The one way to register an API route: get/post/put/patch/delete(path, accessPolicy, [contract], ...handlers).
// A route without a policy of lib/http/access.mjs fails at start-up, so nothing is reachable by default. The contract
// (lib/contract/declare.mjs) is optional: it travels with the policy on the route's first handler, where the
// route catalogue reads both (lib/contract/catalogue.mjs), and its request schemas are checked after the guard;
// a multipart body right after its upload parser (lib/files/uploads.mjs), the handler carrying `upload`.
import { Router } from './router.mjs';
import { isPolicy } from './access.mjs';
import { isContract } from '../contract/declare.mjs';
import { requestCheck, uploadBodyCheck } from '../contract/request-check.mjs';
import { answerCheck } from '../contract/answer-check.mjs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The route's handlers with its multipart body check right after the upload parser. A multipart contract needs
 * the parser (or nothing would read the body it describes), and a parser needs a multipart contract.
 */
function withUploadBodyCheck(route, declared, handlers) {
  const at = handlers.findIndex((handler) => handler.upload);
  if (declared.bodyType !== 'multipart') {
    if (at >= 0) throw new Error(`${route} reads an upload (${handlers[at].upload.field}) but its contract declares no multipart body`);
    return handlers;
  }
  if (at < 0) throw new Error(`${route} declares a multipart body but no upload parser of lib/files/uploads.mjs reads it`);
  const check = uploadBodyCheck(declared, handlers[at].upload);
  return check ? [...handlers.slice(0, at + 1), check, ...handlers.slice(at + 1)] : handlers;
}

/** @returns {{ router: import('express').Router } & Record<'get'|'post'|'put'|'patch'|'delete', Function>} */
export function secureRoutes(ctx) {
  const router = Router();
  const routes = { router };
  for (const method of METHODS) {
    routes[method] = (path, accessPolicy, ...rest) => {
      if (!isPolicy(accessPolicy)) throw new Error(`${method.toUpperCase()} ${path} declares no access policy (lib/http/access.mjs)`);
      const declared = isContract(rest[0]) ? rest.shift() : undefined;
      const guard = ctx.guards.guardFor(accessPolicy);
      const checks = [];
      if (declared) {
        guard[0].contract = declared;
        if (ctx.reportContract) checks.push(answerCheck(declared, accessPolicy, ctx.reportContract));
        checks.push(requestCheck(declared));
      }
      const handlers = declared ? withUploadBodyCheck(`${method.toUpperCase()} ${path}`, declared, rest) : rest;
      router[method](path, ...guard, ...checks.filter(Boolean), ...handlers);
      return routes;
    };
  }
  return routes;
}
