// The worker thread of lib/auth/bcrypt-worker.mjs: answers { id, op, args } with bcrypt's op(...args) (lib/auth/bcrypt-impl.mjs).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { compareSync, hashSync } from './bcrypt-impl.mjs';

// A sign-in waits on this thread alone, while the main thread serves every other request: ahead of it for the
// CPU (Linux gives each thread its own nice value), a sign-in is not starved by list traffic on a busy machine.
// Without the right to raise it (not root, no CAP_SYS_NICE) it simply runs at the process's priority.
try {
  setPriority(-5);
} catch {
  // runs at the process's priority
}

// Synchronous: this thread does nothing else, and the asynchronous forms only split the same work into turns.
const OPS = { hash: hashSync, compare: compareSync };

parentPort.on('message', ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, value: OPS[op](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
