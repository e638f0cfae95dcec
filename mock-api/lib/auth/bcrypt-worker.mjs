// The bcrypt work of sign-ins and password changes, off the thread that answers every other request: at
// cost 10 one hash is ~70 ms of CPU, which would stall the 19 requests beside it (sign-in must stay
// quick with 20 requests in flight).
// One worker thread per process, started on first use; it does not keep the process alive on its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A path, not a URL: under jsdom (component tests against the real API) the global URL is not node's.
const THREAD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bcrypt-thread.mjs');

let worker = null;
let nextId = 0;
const waiting = new Map();

function workerOf() {
  if (worker) return worker;
  worker = new Worker(THREAD_FILE);
  worker.unref();
  worker.on('message', ({ id, value, error }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker?.unref();
    if (error === undefined) call?.resolve(value);
    else call?.reject(new Error(error));
  });
  // A worker that dies fails what it held; the next call starts a new one.
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(new Error('the bcrypt worker stopped')));
  return worker;
}

function failAll(error) {
  worker = null;
  for (const call of waiting.values()) call.reject(error);
  waiting.clear();
}

/** bcrypt's `op` ('hash' | 'compare') with `args`, answered by the worker thread. */
export function inWorker(op, ...args) {
  const thread = workerOf();
  const id = (nextId += 1);
  thread.ref(); // held while a request waits on it
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, op, args });
  });
}
