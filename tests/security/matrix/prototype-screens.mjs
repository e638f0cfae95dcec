// Derived from the registry, not written again: a declared screen prototyping on json-server (api: simpleRest(...))
// has its collection's six routes, each for the holders of that screen (mock-api/routes/generic.mjs).
import { PROTOTYPE_SCREENS } from '../../../mock-api/lib/registry/registry.mjs';

/** The matrix entries of the prototyping screens `screens` ({ collection, path }). */
export const prototypeScreenEntries = (screens = PROTOTYPE_SCREENS) =>
  Object.fromEntries(
    screens.flatMap(({ collection, path }) => {
      const access = [path];
      const one = { access, sample: `/api/${collection}/1` };
      return [
        [`GET /api/${collection}`, { access }],
        [`GET /api/${collection}/:id`, one],
        [`POST /api/${collection}`, { access }],
        [`PUT /api/${collection}/:id`, one],
        [`PATCH /api/${collection}/:id`, one],
        [`DELETE /api/${collection}/:id`, one],
      ];
    }),
  );

export const ENTRIES = prototypeScreenEntries();
