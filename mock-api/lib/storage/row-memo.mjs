// A list's rows derived from stored rows one by one (a member's list row from the member), kept per stored row
// until that row changes (lib/storage/row-stamps.mjs): after one member's edit the members list re-derives one row, and
// the other 9,999 are the same objects as before, which lets its sorted orders be patched, not redone.
import { epochNow, stampOf } from './row-stamps.mjs';

const memosByDerive = new WeakMap();

/**
 * `rows.map(derive)`, where a row not changed since the last call gives the same derived object.
 * @template S, T
 * @param {S[]} rows
 * @param {(row: S) => T} derive a function of the row alone, and of what `inputsOf(row)` names
 * @param {{ key?: object, inputsOf?: (row: S) => unknown }} [options] key: what the memo is kept under (a
 *   stable object; default `derive`, so pass one when `derive` is made per call); inputsOf: a value that
 *   changes whenever something else derive() reads for this row changes (e.g. versions or stamps), compared with ===
 * @returns {T[]}
 */
export function mapRows(rows, derive, { key = derive, inputsOf = () => undefined } = {}) {
  let memo = memosByDerive.get(key);
  if (!memo) memosByDerive.set(key, (memo = new WeakMap()));
  const epoch = epochNow();
  return rows.map((row) => {
    const stamp = stampOf(row);
    const inputs = inputsOf(row);
    const kept = memo.get(row);
    if (kept && kept.stamp === stamp && kept.epoch === epoch && kept.inputs === inputs) return kept.value;
    const value = derive(row);
    memo.set(row, { stamp, epoch, inputs, value });
    return value;
  });
}
