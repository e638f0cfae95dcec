// Small helpers to start the mock API and a web server as child processes and wait for them.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** Resolves once something accepts TCP connections on host:port, or rejects after timeoutMs. */
export function waitForPort(port, { host = '127.0.0.1', timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** A free TCP port chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Spawns a long-running child; its output is prefixed so interleaved logs stay readable. */
export function startChild(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

/** Stops a child started by startChild, with its whole process group. */
export function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** stopChild, resolved once the child has exited (or after `timeoutMs`): the mock API writes its data dir as it stops. */
export function stoppedChild(child, { timeoutMs = 30_000 } = {}) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  stopChild(child);
  return exited;
}
