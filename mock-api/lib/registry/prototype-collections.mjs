// Which collections the generic router may serve: those of mock-api/prototyping.mjs and those declared screens
// prototype on (api: simpleRest(...)), each present as an array (tests/security checks none of them is a
// collection of the institute's seed).

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** Gives every declared collection an array in `state` (db.json as read) and returns the set of names. */
export function preparePrototypeCollections(state, declared) {
  for (const name of declared) {
    if (!NAME.test(name)) throw new Error(`Prototyping collection "${name}" must be letters and digits`);
    if (!Array.isArray(state[name])) state[name] = [];
  }
  return new Set(declared);
}
