// The one way to register an API route: get/post/put/patch/delete(path, accessPolicy, ...handlers).
// A route without a policy of lib/access.mjs fails at start-up, so nothing is reachable by default.
import { Router } from './router.mjs';
import { isPolicy } from './access.mjs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** @returns {{ router: import('express').Router } & Record<'get'|'post'|'put'|'patch'|'delete', Function>} */
export function secureRoutes(ctx) {
  const router = Router();
  const routes = { router };
  for (const method of METHODS) {
    routes[method] = (path, accessPolicy, ...handlers) => {
      if (!isPolicy(accessPolicy)) throw new Error(`${method.toUpperCase()} ${path} declares no access policy (lib/access.mjs)`);
      router[method](path, ...ctx.guards.guardFor(accessPolicy), ...handlers);
      return routes;
    };
  }
  return routes;
}
