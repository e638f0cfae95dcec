// How the institute's data reaches the disk: routes record what they changed (lib/storage/changes.mjs), the
// changes of one request are appended to the journal as one line before its answer goes out, and the
// journal is folded into db.json in the background once it grows. Each collection carries a version
// that moves with every change, which the cached indexes (lib/storage/indexes.mjs) key on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { openJournal, removeJournalsBefore } from './journal.mjs';
import { writeSnapshot, writeSnapshotSync } from './snapshot.mjs';
import { changeCheck } from './change-check.mjs';
import { dbFileOf } from './store-files.mjs';
import { moveEpoch, stampRows } from './row-stamps.mjs';

const byDb = new WeakMap();

/** The persistence of a lowdb instance made by attachPersistence. */
export const persistenceOf = (db) => {
  const persistence = byDb.get(db);
  if (!persistence) throw new Error('this db has no persistence attached');
  return persistence;
};

const DEFAULT_COMPACT_BYTES = 16 * 1024 * 1024;

/**
 * @param {object} db lowdb (json-server's router db) over `state`
 * @param {{ dataDir: string, journalSeq: number, fsync?: 'always'|'interval', compactBytes?: number,
 *   check?: boolean, sharedCollections?: Set<string>, log?: Pick<Console, 'error'> }} options
 *   check: compare the state with what was recorded at every flush (tests); sharedCollections: the
 *   prototyping collections json-server writes itself (a bare db.write() is expected there)
 */
export function attachPersistence(db, { dataDir, journalSeq, fsync = 'interval', compactBytes = DEFAULT_COMPACT_BYTES, check = false, sharedCollections = new Set(), log = console }) {
  const state = db.getState();
  const file = dbFileOf(dataDir);
  const journal = openJournal(dataDir, journalSeq, { fsync });
  const versions = new Map();
  // Moves only when rows come or go (an insert, a removal, a whole collection): lookups by key survive edits.
  const rowSetVersions = new Map();
  const pending = new Map();
  const checker = check ? changeCheck(state) : null;
  const problems = [];
  let compacting = null;
  let flushQueued = false;
  let failure = null;
  // Carried across the asynchronous steps inside fn (express defers a long chain of non-matching layers to the next
  // turn, which json-server's router reaches before its write): a window that closed when fn returned missed it,
  // and every prototyping write rewrote the whole of db.json.
  const bareWrites = new AsyncLocalStorage();

  const bump = (collection) => versions.set(collection, (versions.get(collection) ?? 0) + 1);
  const bumpRowSet = (collection) => rowSetVersions.set(collection, (rowSetVersions.get(collection) ?? 0) + 1);
  const queueFlush = () => {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      try {
        persistence.flush();
      } catch (error) {
        failure = error; // the request's own flush before its answer reports it (500), so nothing is acknowledged
      }
    });
  };
  const note = (key, op, { quiet = false } = {}) => {
    if (op.row) stampRows([op.row]);
    else if (op.set) moveEpoch(); // a whole collection: its rows cannot be named (a removal needs nothing: the row is gone)
    pending.delete(key); // the latest operation on a record wins, in the order of the last change
    pending.set(key, op);
    if (!quiet) bump(op.c);
    queueFlush();
  };

  /** In check mode: changes nobody recorded are journaled too, and reported unless a bare db.write() owned up to them. */
  function unrecordedChanges(recorded, { expected = false } = {}) {
    if (!checker) return [];
    const recordedKeys = new Set(recorded.map((op) => `${op.c}\u0000${'s' in op ? '*' : (op.p?.id ?? op.d)}`));
    const extra = checker.diff().filter((op) => !recordedKeys.has(`${op.c}\u0000${'s' in op ? '*' : (op.p?.id ?? op.d)}`) && !recordedKeys.has(`${op.c}\u0000*`));
    const unexpected = expected ? [] : extra.filter((op) => !sharedCollections.has(op.c));
    if (unexpected.length > 0) {
      const problem = `changes not recorded through lib/storage/changes.mjs: ${unexpected.map((op) => `${op.c}#${op.p?.id ?? op.d ?? '*'}`).join(', ')}`;
      problems.push(problem);
      log.error(`[mock-api] ${problem}`);
    }
    for (const op of extra) bump(op.c), bumpRowSet(op.c);
    if (extra.length > 0) moveEpoch();
    return extra;
  }

  const persistence = {
    put(collection, ...rows) {
      for (const row of rows) note(`${collection}\u0000${row.id}`, { c: collection, row });
    },
    /** A change to fields nothing derived reads (lib/storage/changes.mjs updateCounters): journaled, caches kept. */
    putQuietly(collection, row) {
      note(`${collection}\u0000${row.id}`, { c: collection, row }, { quiet: true });
    },
    /** Rows new to the collection (lib/storage/changes.mjs insertRow). */
    add(collection, ...rows) {
      persistence.put(collection, ...rows);
      bumpRowSet(collection);
    },
    del(collection, ...ids) {
      for (const id of ids) note(`${collection}\u0000${id}`, { c: collection, d: id });
      bumpRowSet(collection);
    },
    /** The whole collection changed (a collection without unique ids). */
    set(collection) {
      note(`${collection}\u0000*`, { c: collection, set: true });
      bumpRowSet(collection);
    },
    versionOf: (collection) => versions.get(collection) ?? 0,
    rowSetVersionOf: (collection) => rowSetVersions.get(collection) ?? 0,
    /** Runs fn, during which (and in the steps it continues with) a bare db.write() means: `collection` changed (json-server's own writes). */
    whileWriting(collection, fn) {
      return bareWrites.run(collection, fn);
    },
    problems,
    /** Appends what was recorded since the last flush as one journal line. Runs before every answer. */
    flush({ bareWrite = false, final = false } = {}) {
      flushQueued = false;
      if (failure) {
        const error = failure;
        failure = null;
        throw error;
      }
      // The check compares the whole state: only when something was recorded (or at close), not on every answer.
      if (pending.size === 0 && !bareWrite && !final) return;
      const recorded = [...pending.values()].map((op) => (op.row ? { c: op.c, p: op.row } : op.set ? { c: op.c, s: state[op.c] } : { c: op.c, d: op.d }));
      stampRows(recorded.flatMap((op) => (op.p ? [op.p] : []))); // as journaled: changed again after put() in the same request
      pending.clear();
      const batch = [...recorded, ...unrecordedChanges(recorded, { expected: bareWrite })];
      if (batch.length === 0) return;
      try {
        journal.append(batch);
      } finally {
        // Also when the append failed: the answer is a 500 and the change is not acknowledged, so not owed either.
        if (checker) for (const collection of new Set(batch.map((op) => op.c))) checker.remember(collection);
      }
      if (journal.bytes >= compactBytes) persistence.compact().catch((error) => log.error('[mock-api] compaction failed:', error));
    },
    /** Folds the journal into db.json without stopping the API; one at a time. */
    compact() {
      compacting ??= (async () => {
        persistence.flush();
        const seq = journal.rotate();
        await writeSnapshot(file, state, seq);
        removeJournalsBefore(dataDir, seq);
      })().finally(() => {
        compacting = null;
      });
      return compacting;
    },
    /** The same at once: start-up, shutdown, and a write nobody described (see db.write below). */
    compactSync() {
      persistence.flush();
      const seq = journal.rotate();
      writeSnapshotSync(file, state, seq);
      removeJournalsBefore(dataDir, seq);
    },
    close() {
      try {
        persistence.flush({ bareWrite: false, final: true });
        if (!compacting) persistence.compactSync();
      } catch (error) {
        log.error('[mock-api] could not fold the journal into db.json at shutdown (the journal keeps the data):', error);
      } finally {
        journal.close();
      }
    },
  };

  // A bare db.write() says nothing of what changed.
  // Inside whileWriting it is that collection; elsewhere the whole state is written, which is always right,
  // and in check mode (tests) the diff finds and journals the change.
  db.write = (returnValue) => {
    const bareWriteCollection = bareWrites.getStore();
    if (bareWriteCollection) persistence.set(bareWriteCollection);
    else if (!checker) return persistence.compactSync(), returnValue;
    persistence.flush({ bareWrite: true });
    return returnValue;
  };
  byDb.set(db, persistence);
  return persistence;
}
