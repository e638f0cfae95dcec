// Applies journal batches to a state read from db.json. Every operation carries a whole record (or
// a whole collection), so replaying a batch the snapshot already holds changes nothing: a snapshot
// written while the API kept answering may overlap the journal that follows it.
//   { c, p: record }  put: replace the record with the same id, or append it
//   { c, d: id }      delete the record with this id (no-op when absent)
//   { c, s: value }   set the whole collection (collections without unique ids)

/** Per collection, id -> index; rebuilt after a delete shifts the indexes. */
function indexer(state) {
  const indexes = new Map();
  return (collection) => {
    let index = indexes.get(collection);
    if (!index) {
      index = new Map((state[collection] ?? []).map((row, at) => [row?.id, at]));
      indexes.set(collection, index);
    }
    return { index, forget: () => indexes.delete(collection) };
  };
}

/** Applies the batches to `state` in order; answers the number of operations applied. */
export function replayBatches(state, batches) {
  const indexOf = indexer(state);
  let count = 0;
  for (const batch of batches) {
    for (const op of batch) {
      count += 1;
      if ('s' in op) {
        state[op.c] = op.s;
        indexOf(op.c).forget();
        continue;
      }
      if (!Array.isArray(state[op.c])) state[op.c] = [];
      const rows = state[op.c];
      const { index, forget } = indexOf(op.c);
      if ('p' in op) {
        const at = index.get(op.p.id);
        if (at === undefined) index.set(op.p.id, rows.push(op.p) - 1);
        else rows[at] = op.p;
      } else if ('d' in op) {
        const at = index.get(op.d);
        if (at !== undefined) {
          rows.splice(at, 1);
          forget();
        }
      }
    }
  }
  return count;
}
