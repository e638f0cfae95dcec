// The route catalogue: every route registered through lib/http/routes.mjs, read from the app's express router as it is
// mounted (so a module mounted twice is listed at both paths): method, path, access policy, contract, the kind
// of case its own-case guard refuses, and the file part its upload parser takes (lib/files/uploads.mjs). A route registered any other way carries no policy and is left out, which
// the catalogue test catches by comparing with the router itself.

/** '/api' from express's mount regexp `^\/api\/?(?=\/|$)`; '' for a router mounted at the root. */
export const mountPathOf = (layer) => {
  const match = /^\^(.*?)\\\/\?\(\?=\\\/\|\$\)$/.exec(layer.regexp.source);
  if (!match) throw new Error(`Cannot read the mount path of ${layer.regexp}`);
  return match[1].replace(/\\\//g, '/');
};

/** Every route layer of an express app: { method: 'GET', path: '/api/...', stack } (the route's handlers for that method). */
export function routeLayers(app) {
  const found = [];
  const walk = (stack, prefix) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const handlers = layer.route.stack.filter((step) => step.method === undefined || step.method === method);
          found.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}`, stack: handlers });
        }
      } else if (layer.handle?.stack && layer.name === 'router') {
        walk(layer.handle.stack, prefix + mountPathOf(layer));
      }
    }
  };
  walk(app._router.stack, '');
  return found;
}

/** @returns {{ method: string, path: string, access: object, contract?: object, decides?: string, upload?: object }[]} */
export function routeCatalogue(app) {
  return routeLayers(app)
    .filter(({ stack }) => stack[0]?.handle.access)
    .map(({ method, path, stack }) => {
      const { access, contract } = stack[0].handle;
      const decides = stack.map((step) => step.handle.decides).find(Boolean);
      const upload = stack.map((step) => step.handle.upload).find(Boolean);
      return { method, path, access, ...(contract ? { contract } : {}), ...(decides ? { decides } : {}), ...(upload ? { upload } : {}) };
    });
}
