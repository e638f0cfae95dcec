// Express tries every route of every router in turn: with the institute's ~40 route modules each mounted at
// the root, a request for the last module walked past some 300 routes first (~0.3 ms a request at 20 in
// flight). indexedRouter() puts a gate in front of a module's router that lets in only the paths whose first
// segment one of its routes has; anything it cannot read (a middleware, a parameter or pattern as the first
// segment) keeps the router ungated. Express matches paths case-insensitively, and so does the gate.
const firstSegment = (path) => path.split('/')[1]?.toLowerCase() ?? '';

/** The first path segments of a router's routes, or null when a layer could take any path. */
function firstSegmentsOf(router) {
  const segments = new Set();
  for (const layer of router.stack) {
    const paths = layer.route ? [layer.route.path].flat() : [null];
    for (const path of paths) {
      if (typeof path !== 'string') return null;
      const segment = firstSegment(path);
      if (segment === '' || /[:*?()+[\]]/.test(segment)) return null;
      segments.add(segment);
    }
  }
  return segments;
}

/**
 * `router` behind a gate on the first path segment; the gate keeps the router's `stack` and is named `router`,
 * so the access-matrix walk (tests/security/support.mjs) still reads every route through it.
 * @param {import('express').Router} router
 */
export function indexedRouter(router) {
  const segments = firstSegmentsOf(router);
  if (!segments) return router;
  const gate = { router: (req, res, next) => (segments.has(firstSegment(req.path)) ? router(req, res, next) : next()) }.router;
  gate.stack = router.stack;
  return gate;
}
