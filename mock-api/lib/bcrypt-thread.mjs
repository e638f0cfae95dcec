// The worker thread of lib/bcrypt-worker.mjs: answers { id, op, args } with bcryptjs's op(...args).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

// A sign-in waits on this thread alone, while the main thread serves every other request: ahead of it for the
// CPU (Linux gives each thread its own nice value), a sign-in is not starved by list traffic on a busy machine.
// Without the right to raise it (not root, no CAP_SYS_NICE) it simply runs at the process's priority.
try {
  setPriority(-5);
} catch {
  // runs at the process's priority
}

const OPS = { hash: bcrypt.hash, compare: bcrypt.compare };

parentPort.on('message', async ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, value: await OPS[op](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
