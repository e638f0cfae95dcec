// The one way to register an API route: get/post/put/patch/delete(path, accessPolicy, [contract], ...handlers).
// A route without a policy of lib/access.mjs fails at start-up, so nothing is reachable by default. The contract
// (lib/contract/declare.mjs) is optional: it travels with the policy on the route's first handler, where the
// route catalogue reads both (lib/contract/catalogue.mjs), and its request schemas are checked after the guard.
import { Router } from './router.mjs';
import { isPolicy } from './access.mjs';
import { isContract } from './contract/declare.mjs';
import { requestCheck } from './contract/request-check.mjs';
import { answerCheck } from './contract/answer-check.mjs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** @returns {{ router: import('express').Router } & Record<'get'|'post'|'put'|'patch'|'delete', Function>} */
export function secureRoutes(ctx) {
  const router = Router();
  const routes = { router };
  for (const method of METHODS) {
    routes[method] = (path, accessPolicy, ...rest) => {
      if (!isPolicy(accessPolicy)) throw new Error(`${method.toUpperCase()} ${path} declares no access policy (lib/access.mjs)`);
      const declared = isContract(rest[0]) ? rest.shift() : undefined;
      const guard = ctx.guards.guardFor(accessPolicy);
      const checks = [];
      if (declared) {
        guard[0].contract = declared;
        if (ctx.reportContract) checks.push(answerCheck(declared, accessPolicy, ctx.reportContract));
        checks.push(requestCheck(declared));
      }
      router[method](path, ...guard, ...checks.filter(Boolean), ...rest);
      return routes;
    };
  }
  return routes;
}
