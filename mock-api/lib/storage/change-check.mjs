// Test-time guard of the journal: a copy of every record as last journaled, compared with the state at
// each flush. A change no code recorded (through lib/storage/changes.mjs) would be lost at the next restart;
// the check journals it anyway and reports it, so the API tests fail on the route that forgot.

/** A record's comparable form: scalars as they are, nested values as JSON. */
const shapeOf = (row) => {
  const shape = {};
  for (const key of Object.keys(row)) {
    const value = row[key];
    shape[key] = value !== null && typeof value === 'object' ? `json:${JSON.stringify(value)}` : value;
  }
  return shape;
};

const sameShape = (row, shape) => {
  const keys = Object.keys(row);
  if (keys.length !== Object.keys(shape).length) return false;
  for (const key of keys) {
    const value = row[key];
    const expected = value !== null && typeof value === 'object' ? `json:${JSON.stringify(value)}` : value;
    if (expected !== shape[key]) return false;
  }
  return true;
};

const keyed = (rows) => Array.isArray(rows) && rows.every((row) => row !== null && typeof row === 'object' && row.id !== undefined) && new Set(rows.map((row) => row.id)).size === rows.length;

/** Shadows of `state`; diff() answers the changes since the last remember(), as journal operations. */
export function changeCheck(state) {
  const shadows = new Map();
  const remember = (collection) => {
    const value = state[collection];
    shadows.set(collection, keyed(value) ? new Map(value.map((row) => [row.id, shapeOf(row)])) : JSON.stringify(value));
  };
  for (const collection of Object.keys(state)) remember(collection);

  function diffCollection(collection) {
    const value = state[collection];
    const shadow = shadows.get(collection);
    if (!(shadow instanceof Map) || !keyed(value)) return JSON.stringify(value) === shadow ? [] : [{ c: collection, s: value }];
    const ops = [];
    const seen = new Set();
    for (const row of value) {
      seen.add(row.id);
      const before = shadow.get(row.id);
      if (!before || !sameShape(row, before)) ops.push({ c: collection, p: row });
    }
    for (const id of shadow.keys()) if (!seen.has(id)) ops.push({ c: collection, d: id });
    return ops;
  }

  return {
    /** Every change since the collections were last remembered. */
    diff: () => [...new Set([...shadows.keys(), ...Object.keys(state)])].flatMap(diffCollection),
    remember,
  };
}
