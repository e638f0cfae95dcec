import type { Rolldown } from 'vite';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="[^"]*?([^/"]+)"/g;

/**
 * The files of the build a page needs to run: those holding a module of the page (`modules`, its render's static
 * graph), those index.html preloads (the app every page runs: React, MUI, the gate), and what they import in turn.
 * Not the entry, which index.html loads itself.
 */
export const filesOfPage = (chunks: readonly Rolldown.OutputChunk[], modules: ReadonlySet<string>, indexHtml: string): Set<string> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName.replace(/^.*\//, ''), chunk]));
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = byFile.get(name.replace(/^.*\//, ''));
    if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.has(id))).forEach((chunk) => visit(chunk.fileName));
  for (const [, name] of indexHtml.matchAll(MODULE_PRELOAD)) visit(name);
  return files;
};

export const chunksOf = (outputs: Iterable<Rolldown.OutputChunk | Rolldown.OutputAsset>): Rolldown.OutputChunk[] =>
  [...outputs].filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
