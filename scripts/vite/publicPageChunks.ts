import type { Rolldown } from 'vite';
import { filesOfPage } from './pageFiles';
import type { PageRender } from './renderPublicPages';

/** A build's output as the survey saw it: its chunks and its index.html. */
export interface ChunkSurvey {
  chunks: readonly Rolldown.OutputChunk[];
  indexHtml: string;
}

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
 * The code splitting of the public pages: each module a public page needs goes into a chunk named after the set of
 * public pages needing it ("public" for the modules all of them need, "public-login-signup" for those two only),
 * the rest as rolldown chunks it. A page then arrives in a few files rather than ~35 small ones: on a phone's
 * connection each is a request, and over HTTP/1.1 six go at a time (npm run bench, Lighthouse). No page gets
 * another's code, since a module sits with exactly the pages needing it.
 *
 * The groups needed by more pages come first: rolldown puts a module's imports in its group unless an earlier group
 * took them, and an import is needed by at least the pages needing its importer.
 */
export const publicPageGroups = (pages: readonly PageRender[], survey: ChunkSurvey): Rolldown.CodeSplittingGroup[] => {
  const users = pagesByModule(pages, survey);
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
