// `node stage-cpu.mjs <cpu file> <command> [args...]`: runs the command and writes to the file the CPU seconds
// the command and every process under it used (npm test's stages overlap, so its own total cannot split them).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { childCpuSeconds } from './child-cpu.mjs';

const [cpuFile, command, ...args] = process.argv.slice(2);
const { status } = spawnSync(command, args, { stdio: 'inherit' });
writeFileSync(cpuFile, String(childCpuSeconds() ?? ''));
process.exit(status ?? 1);
