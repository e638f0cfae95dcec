// The append-only journal behind db.json: one line per flushed batch of record changes, appended with
// one write() before the API answers, so an acknowledged write survives a killed process. A write costs
// the size of the change, not of the data (the whole-file rewrite it replaces grew with the data set).
// Files are numbered (journal-000001.ndjson …); db.json names the first one it does not contain.
import { closeSync, fdatasync, fdatasyncSync, fstatSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { namesIn } from './store-files.mjs';

const JOURNAL_FILE = /^journal-(\d{6,})\.ndjson$/;

export const journalFileOf = (dataDir, seq) => path.join(dataDir, `journal-${String(seq).padStart(6, '0')}.ndjson`);

/** The journals in dataDir, oldest first: [{ seq, file }]. */
export function journalFiles(dataDir) {
  return namesIn(dataDir)
    .map((name) => ({ seq: Number(JOURNAL_FILE.exec(name)?.[1]), file: path.join(dataDir, name) }))
    .filter(({ seq }) => seq > 0)
    .sort((a, b) => a.seq - b.seq);
}

/** Removes the journals numbered below `seq` (those a snapshot already holds). */
export function removeJournalsBefore(dataDir, seq) {
  for (const journal of journalFiles(dataDir)) if (journal.seq < seq) rmSync(journal.file, { force: true });
}

/**
 * The batches of a journal file. A last line cut short by a crash mid-append was never acknowledged
 * and is skipped; a bad line anywhere else is corruption and an error.
 */
export function readJournal(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const batches = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    try {
      batches.push(JSON.parse(line));
    } catch (error) {
      const isTornTail = lines.slice(index + 1).every((rest) => rest === '');
      if (!isTornTail) throw new Error(`${file} line ${index + 1} is not valid JSON (${error.message})`);
    }
  });
  return batches;
}

/**
 * The open journal: append(batch) writes one line synchronously. fsync 'always' makes each append
 * durable against power loss before the answer; 'interval' (the default) syncs at most every
 * intervalMs in the background: a killed process loses nothing either way (the kernel holds the bytes).
 */
export function openJournal(dataDir, seq, { fsync = 'interval', intervalMs = 1000 } = {}) {
  let current = seq;
  let fd = openSync(journalFileOf(dataDir, current), 'a');
  let bytes = 0;
  let unsynced = false;
  const timer = fsync === 'interval' ? setInterval(() => syncInBackground(), intervalMs) : null;
  timer?.unref();

  function syncInBackground() {
    if (!unsynced) return;
    unsynced = false;
    fdatasync(fd, () => {}); // a closed fd (rotation) is fine: rotation synced it already
  }

  return {
    get seq() {
      return current;
    },
    get bytes() {
      return bytes;
    },
    append(batch) {
      // A journal deleted under the running API (its data dir removed) would swallow writes: refuse them.
      if (fstatSync(fd).nlink === 0) throw new Error(`${journalFileOf(dataDir, current)} was removed; the change cannot be persisted`);
      const line = `${JSON.stringify(batch)}\n`;
      writeSync(fd, line);
      bytes += Buffer.byteLength(line);
      if (fsync === 'always') fdatasyncSync(fd);
      else unsynced = true;
    },
    /** Closes this file (synced) and continues in the next number; answers the new number. */
    rotate() {
      const next = openSync(journalFileOf(dataDir, current + 1), 'a'); // first: a failure leaves this journal open
      fdatasyncSync(fd);
      closeSync(fd);
      current += 1;
      fd = next;
      bytes = 0;
      unsynced = false;
      return current;
    },
    close() {
      if (timer) clearInterval(timer);
      fdatasyncSync(fd);
      closeSync(fd);
    },
  };
}
