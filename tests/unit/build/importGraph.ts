/**
 * The project's import graph, read with the TypeScript compiler's own scanner and module resolution (the tsconfig's
 * options, so its path rules and `moduleResolution: Bundler` apply as in the build). Every kind of import counts:
 * static, `import type`, re-exports and dynamic `import()` (the route table's lazy pages). Only the project's own
 * files are nodes; packages are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Module -> the project modules it imports, as paths from the root (e.g. 'src/app/App.tsx'). */
export type ImportGraph = Record<string, string[]>;

const EXTENSIONS = /\.(ts|tsx|mts|mjs)$/;

function compilerOptions(root: string, tsConfig: string): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(path.join(root, tsConfig), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

const filesUnder = (root: string, folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => EXTENSIONS.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(folder, name).split(path.sep).join('/'));

/** An import of a plain ESM module resolves to its declarations (x.d.mts); the module itself (x.mjs) is what runs. */
const runtimeFile = (resolved: string): string => {
  const module = resolved.replace(/\.d\.mts$/, '.mjs');
  return module !== resolved && existsSync(module) ? module : resolved;
};

/**
 * The graph of every module under `folders` (paths from `root`), and of the project's modules they reach elsewhere
 * (a script's helper a page imports).
 */
export function importGraph(root: string, folders: string[], tsConfig = 'tsconfig.json'): ImportGraph {
  const options = compilerOptions(root, tsConfig);
  const host = ts.createCompilerHost(options);
  const graph: ImportGraph = {};
  const pending = folders.flatMap((folder) => filesUnder(root, folder));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (file in graph) continue;
    const absolute = path.join(root, file);
    // the scanner's list of imported names: static and type imports, re-exports, import() calls
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, runtimeFile(resolved.resolvedFileName)).split(path.sep).join('/');
      if (!target.startsWith('..') && EXTENSIONS.test(target)) targets.add(target);
    }
    graph[file] = [...targets].sort();
    pending.push(...graph[file]);
  }
  return Object.fromEntries(Object.entries(graph).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The module cycles: each strongly connected set of two or more modules (or a module importing itself), its members
 * in file order. Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack.
 */
export function moduleCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of Object.keys(graph)) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph[frame.node] ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || (graph[frame.node] ?? []).includes(frame.node)) cycles.push(members.sort());
    }
  }
  return cycles;
}
