import type { Rolldown } from 'vite';
import { filesOfPage } from './pageFiles';
import type { PageRender } from './renderPublicPages';

/** A build's output as the survey saw it: its chunks, its index.html and each module's static imports. */
export interface ChunkSurvey {
  chunks: readonly Rolldown.OutputChunk[];
  indexHtml: string;
  importsOf: ReadonlyMap<string, readonly string[]>;
}

/** Below this much code (unminified), a group is not worth a file of its own: on a phone a request costs more. */
const SMALLEST_GROUP = 1024;

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * For every module a public page needs, the names of the pages needing it. The survey (a build with rolldown's
 * own chunking) tells which modules a page needs: those of the files it loads, so only code that survived tree
 * shaking. Pages with the same modules (a path and its aliases) count as one, named after the first.
 */
const pagesByModule = (pages: readonly PageRender[], survey: ChunkSurvey): Map<string, string[]> => {
  const byFile = new Map(survey.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, string>();
  const users = new Map<string, string[]>();
  for (const page of pages) {
    const files = [...filesOfPage(survey.chunks, page.modules, survey.indexHtml)].sort();
    const key = files.join(' ');
    if (seen.has(key)) continue;
    seen.set(key, page.path);
    for (const id of files.flatMap((file) => byFile.get(file)?.moduleIds ?? [])) users.set(id, [...(users.get(id) ?? []), slug(page.path)]);
  }
  return users;
};

/**
 * Folds each tiny group into the one every page loads, where that draws nothing else in: a group whose modules
 * import only modules of their own group or of every page's. A few hundred bytes more for the pages not needing
 * them cost less than a request more for each page needing them. Repeats while a fold makes another possible.
 */
const foldTinyGroups = (users: Map<string, string[]>, survey: ChunkSurvey): void => {
  const everyPage = [...new Set([...users.values()].flat())];
  const isEveryPage = (names: readonly string[]) => names.length === everyPage.length;
  const sizes = new Map(survey.chunks.flatMap((chunk) => Object.entries(chunk.modules ?? {}).map(([id, module]) => [id, module.renderedLength] as const)));
  const keyOf = (id: string) => users.get(id)?.join(' ');
  for (let folded = true; folded; ) {
    folded = false;
    const groups = new Map<string, string[]>();
    for (const [id, names] of users) if (!isEveryPage(names)) groups.set(keyOf(id)!, [...(groups.get(keyOf(id)!) ?? []), id]);
    for (const [key, ids] of groups) {
      const size = ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
      // an import of no public page, of every page, or of this group's pages stays where it is
      const staysPut = (imported: string) => !users.has(imported) || isEveryPage(users.get(imported)!) || keyOf(imported) === key;
      const drawsIn = ids.some((id) => !(survey.importsOf.get(id) ?? []).every(staysPut));
      if (size >= SMALLEST_GROUP || drawsIn) continue;
      for (const id of ids) users.set(id, everyPage);
      folded = true;
    }
  }
};

/**
 * The code splitting of the public pages: each module a public page needs goes into a chunk named after the set of
 * public pages needing it ("public" for the modules all of them need, "public-login-signup" for those two only),
 * the rest as rolldown chunks it. A page then arrives in a few files rather than ~35 small ones: on a phone's
 * connection each is a request, and over HTTP/1.1 six go at a time (npm run bench, Lighthouse). No page gets
 * another's code, since a module sits with exactly the pages needing it, but for the tiny groups "public" takes in
 * (foldTinyGroups).
 *
 * The groups needed by more pages come first: rolldown puts a module's imports in its group unless an earlier group
 * took them, and an import is needed by at least the pages needing its importer.
 */
export const publicPageGroups = (pages: readonly PageRender[], survey: ChunkSurvey): Rolldown.CodeSplittingGroup[] => {
  const users = pagesByModule(pages, survey);
  foldTinyGroups(users, survey);
  const everyPage = new Set([...users.values()].flat()).size;
  const groupOf = (names: readonly string[]) => (names.length === everyPage ? 'public' : `public-${names.join('-')}`);
  const groups = new Map<string, number>();
  for (const names of users.values()) groups.set(groupOf(names), names.length);
  return [...groups].map(([name, pageCount]) => ({
    name,
    priority: pageCount,
    test: (id: string) => {
      const names = users.get(id);
      return names !== undefined && groupOf(names) === name;
    },
  }));
};
