// The stages of `npm test`: each with its wall time and the CPU time it and its processes used. A stage that runs
// beside another keeps its output until it ends, so the two do not interleave their lines.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WRAPPER = path.join(import.meta.dirname, 'stage-cpu.mjs');
const cpuDir = mkdtempSync(path.join(tmpdir(), 'portal-stage-cpu-'));

/**
 * Starts `node <args>` with extra environment; resolves when it ends with { label, ok, seconds, cpu, output }.
 * `stream`: its output goes straight through (output ''), for a stage nothing else runs beside. A small
 * wrapper runs the command and writes the CPU its process tree used, since stages may overlap.
 */
export function startStage(label, args, env = {}, { stream = false } = {}) {
  const startedAt = Date.now();
  const cpuFile = path.join(cpuDir, `${label.replace(/\W+/g, '-')}.txt`);
  const child = spawn(process.execPath, [WRAPPER, cpuFile, process.execPath, ...args], {
    env: { ...process.env, ...(stream ? {} : { FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }), ...env },
    stdio: stream ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let cpu = null;
      try {
        const written = readFileSync(cpuFile, 'utf8').trim();
        cpu = written === '' ? null : Math.round(Number(written)); // '' where /proc is missing
      } catch {
        // the wrapper died before writing it
      }
      resolve({ label, ok: code === 0, seconds: Math.round((Date.now() - startedAt) / 1000), cpu, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}
