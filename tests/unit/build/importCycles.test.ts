// The code's layers: no module imports itself through others, and the folders of src/ (with resources/) import
// each other in one direction only (app -> features -> ui -> framework -> domain ...). Type imports count too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, moduleCycles, type ImportGraph } from './importGraph';

/** src/app/x.ts -> "app"; resources/y.ts -> "resources"; src/main.tsx -> "main.tsx". */
const folderOf = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'src' ? parts[1] : parts[0];
};

/** The folder edges that close a cycle, each with one import that makes it. */
const folderCycles = (modules: ImportGraph): string[] => {
  const edges = new Map<string, Map<string, string>>();
  for (const [from, imports] of Object.entries(modules))
    for (const to of imports) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${from} -> ${to}`);
    }
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
    [...(edges.get(from)?.keys() ?? [])].some((next) => next === target || (!seen.has(next) && (seen.add(next), reaches(next, target, seen))));
  return [...edges].flatMap(([a, targets]) => [...targets].filter(([b]) => reaches(b, a)).map(([b, example]) => `${a} -> ${b} (${example})`));
};

/** A project of `files` (path -> source) in a temp dir with the portal's module settings, read as a graph. */
function graphOfProject(files: Record<string, string>): ImportGraph {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  try {
    const compilerOptions = { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', allowJs: false };
    writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions }));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    return importGraph(root, ['src']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('import layers', () => {
  it('has no import cycle between modules, nor between the folders of src/ and resources/', () => {
    const graph = importGraph(process.cwd(), ['src', 'resources']);
    expect(Object.keys(graph).length).toBeGreaterThan(500);
    expect(moduleCycles(graph)).toEqual([]);
    expect(folderCycles(graph)).toEqual([]);
  });

  it('reads every kind of import: static, type only, re-export, import(), and a plain ESM module through its declarations', () => {
    const graph = graphOfProject({
      'src/a.ts': "import { b } from './b';\nimport type { C } from './c';\nexport * from './d';\nexport const lazy = () => import('./e');\nimport { f } from './f.mjs';\nimport { useState } from 'react';",
      'src/b.ts': 'export const b = 1;',
      'src/c.ts': 'export type C = number;',
      'src/d.ts': 'export const d = 1;',
      'src/e.tsx': 'export default function E() { return null; }',
      'src/f.mjs': 'export const f = 1;',
      'src/f.d.mts': 'export declare const f: number;',
    });
    expect(graph['src/a.ts']).toEqual(['src/b.ts', 'src/c.ts', 'src/d.ts', 'src/e.tsx', 'src/f.mjs']);
  });

  it('finds a cycle through lazy and type imports, and a module importing itself', () => {
    const graph = graphOfProject({
      'src/app/routes.ts': "export const page = () => import('../features/page');",
      'src/features/page.tsx': "import type { Title } from '../ui/title';\nexport default (t: Title) => t;",
      'src/ui/title.ts': "import { page } from '../app/routes';\nexport type Title = typeof page;",
      'src/ui/self.ts': "import { x } from './self';\nexport const y = x;",
      'src/ui/alone.ts': 'export const x = 1;',
    });
    expect(moduleCycles(graph)).toEqual([['src/app/routes.ts', 'src/features/page.tsx', 'src/ui/title.ts'], ['src/ui/self.ts']]);
    expect(folderCycles(graph)).toEqual([
      'app -> features (src/app/routes.ts -> src/features/page.tsx)',
      'features -> ui (src/features/page.tsx -> src/ui/title.ts)',
      'ui -> app (src/ui/title.ts -> src/app/routes.ts)',
    ]);
  });

  it('the folder check sees a cycle through a third folder', () => {
    const modules = { 'src/app/a.ts': ['src/features/b.ts'], 'src/features/b.ts': ['src/ui/c.ts'], 'src/ui/c.ts': ['src/app/d.ts'], 'src/app/d.ts': [] };
    expect(folderCycles(modules)).toEqual([
      'app -> features (src/app/a.ts -> src/features/b.ts)',
      'features -> ui (src/features/b.ts -> src/ui/c.ts)',
      'ui -> app (src/ui/c.ts -> src/app/d.ts)',
    ]);
  });
});
