// The worker thread of lib/bcrypt-worker.mjs: answers { id, op, args } with bcryptjs's op(...args).
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

const OPS = { hash: bcrypt.hash, compare: bcrypt.compare };

parentPort.on('message', async ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, value: await OPS[op](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
