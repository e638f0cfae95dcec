// The code's layers: no module imports itself through others, and the folders of src/ (with resources/) import
// each other in one direction only (app -> features -> ui -> framework -> domain ...). Type imports count too.
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const graphOf = () => madge(['src', 'resources'], { baseDir: '.', fileExtensions: ['ts', 'tsx', 'mts', 'mjs'], tsConfig: 'tsconfig.json' });

/** src/app/x.ts -> "app"; resources/y.ts -> "resources"; src/main.tsx -> "main.tsx". */
const folderOf = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'src' ? parts[1] : parts[0];
};

/** The folder edges that close a cycle, each with one import that makes it. */
const folderCycles = (modules: Record<string, string[]>): string[] => {
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

describe('import layers', () => {
  it('has no import cycle between modules, nor between the folders of src/ and resources/', async () => {
    const graph = await graphOf();
    expect(graph.circular()).toEqual([]);
    expect(folderCycles(graph.obj())).toEqual([]);
  }, 60_000);

  it('the folder check sees a cycle through a third folder', () => {
    const modules = { 'src/app/a.ts': ['src/features/b.ts'], 'src/features/b.ts': ['src/ui/c.ts'], 'src/ui/c.ts': ['src/app/d.ts'], 'src/app/d.ts': [] };
    expect(folderCycles(modules)).toEqual([
      'app -> features (src/app/a.ts -> src/features/b.ts)',
      'features -> ui (src/features/b.ts -> src/ui/c.ts)',
      'ui -> app (src/ui/c.ts -> src/app/d.ts)',
    ]);
  });
});
