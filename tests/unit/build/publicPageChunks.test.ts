// How the build splits the public pages' code and which files and calls each page's HTML names
// (scripts/vite/publicPageChunks.ts, pageFiles.ts, callPreloads.ts), on a made-up build.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { filesOfPage } from '../../../scripts/vite/pageFiles';
import { callPreloads } from '../../../scripts/vite/callPreloads';
import { publicPageGroups } from '../../../scripts/vite/publicPageChunks';
import type { PageRender } from '../../../scripts/vite/renderPublicPages';

/** Every module of the made-up build is 5,000 characters of code unless TINY names it (200). */
const TINY = new Set(['/src/headStart.ts', '/src/errorText.ts']);
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    modules: Object.fromEntries(moduleIds.map((id) => [id, { renderedLength: TINY.has(id) ? 200 : 5000 }])),
  }) as unknown as Rolldown.OutputChunk;

// The survey: rolldown's own chunks. index.html loads the entry and preloads the app.
const SURVEY = [
  chunk('assets/index.js', ['/src/main.tsx'], ['assets/app.js'], true),
  chunk('assets/app.js', ['/src/startApp.tsx', '/nm/react.js'], ['assets/button.js']),
  chunk('assets/button.js', ['/nm/Button.js']),
  chunk('assets/Login.js', ['/src/Login.tsx'], ['assets/field.js', 'assets/button.js']),
  chunk('assets/SignUp.js', ['/src/SignUp.tsx'], ['assets/field.js', 'assets/grid.js']),
  chunk('assets/Events.js', ['/src/Events.tsx'], ['assets/grid.js', 'assets/skeleton.js']),
  chunk('assets/field.js', ['/nm/TextField.js']),
  chunk('assets/grid.js', ['/nm/Grid.js']),
  chunk('assets/skeleton.js', ['/nm/Skeleton.js']),
  chunk('assets/Dashboard.js', ['/src/Dashboard.tsx'], ['assets/grid.js']),
];
const INDEX_HTML = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/button.js">';

const NO_IMPORTS = new Map<string, string[]>();
const page = (path: string, modules: string[], calls: string[] = []): PageRender => ({ path, head: '', body: '', calls, modules: new Set(['/src/PublicApp.tsx', ...modules]) });
const PAGES = [
  page('/login', ['/src/Login.tsx']),
  page('/auth/signin-1', ['/src/Login.tsx']),
  page('/signup', ['/src/SignUp.tsx']),
  page('/events', ['/src/Events.tsx'], ['/api/event/public-events?page=1&perPage=10']),
];

describe('the public pages in the build', () => {
  it('a page needs the files holding its modules, the app index.html preloads, and what those import; not the entry', () => {
    expect([...filesOfPage(SURVEY, PAGES[0].modules, INDEX_HTML)].sort()).toEqual(['assets/Login.js', 'assets/app.js', 'assets/button.js', 'assets/field.js']);
    expect([...filesOfPage(SURVEY, PAGES[3].modules, INDEX_HTML)].sort()).toEqual(['assets/Events.js', 'assets/app.js', 'assets/button.js', 'assets/grid.js', 'assets/skeleton.js']);
  });

  it('puts each module with exactly the pages needing it, the widest sets first; an alias is its page', () => {
    const groups = publicPageGroups(PAGES, { chunks: SURVEY, indexHtml: INDEX_HTML, importsOf: NO_IMPORTS });
    const groupOf = (id: string) => groups.filter((group) => (group.test as (id: string) => boolean)(id)).map((group) => group.name);
    expect(groupOf('/src/startApp.tsx')).toEqual(['public']);
    expect(groupOf('/nm/Button.js')).toEqual(['public']);
    expect(groupOf('/src/Login.tsx')).toEqual(['public-login']);
    expect(groupOf('/nm/TextField.js')).toEqual(['public-login-signup']);
    expect(groupOf('/nm/Grid.js')).toEqual(['public-signup-events']);
    expect(groupOf('/nm/Skeleton.js')).toEqual(['public-events']);
    // a private page's own code is left to rolldown
    expect(groupOf('/src/Dashboard.tsx')).toEqual([]);
    const priority = Object.fromEntries(groups.map((group) => [group.name, group.priority]));
    expect(priority).toEqual({ public: 3, 'public-login': 1, 'public-login-signup': 2, 'public-signup': 1, 'public-signup-events': 2, 'public-events': 1 });
  });

  it('folds a tiny group into "public" unless its modules import another group\'s', () => {
    // headStart (login and events) and errorText (login and signup) are tiny; errorText imports TextField, which
    // the inquiry form needs too
    const survey = [
      ...SURVEY,
      chunk('assets/Inquiry.js', ['/src/Inquiry.tsx'], ['assets/field.js']),
      chunk('assets/login-events.js', ['/src/headStart.ts']),
      chunk('assets/login-signup.js', ['/src/errorText.ts'], ['assets/field.js']),
    ];
    const pages = [
      page('/login', ['/src/Login.tsx', '/src/headStart.ts', '/src/errorText.ts']),
      page('/signup', ['/src/SignUp.tsx', '/src/errorText.ts']),
      page('/events', ['/src/Events.tsx', '/src/headStart.ts']),
      page('/inquiry', ['/src/Inquiry.tsx']),
    ];
    const importsOf = new Map([['/src/errorText.ts', ['/nm/TextField.js']]]);
    const groups = publicPageGroups(pages, { chunks: survey, indexHtml: INDEX_HTML, importsOf });
    const groupOf = (id: string) => groups.filter((group) => (group.test as (id: string) => boolean)(id)).map((group) => group.name);
    expect(groupOf('/src/headStart.ts')).toEqual(['public']);
    expect(groupOf('/src/errorText.ts')).toEqual(['public-login-signup']);
    // not tiny: the events' own code stays its own
    expect(groupOf('/src/Events.tsx')).toEqual(['public-events']);
  });

  it("a page's HTML asks for its first calls, as the app's fetch will (CORS mode)", () => {
    expect(callPreloads(PAGES[3].calls)).toBe('<link rel="preload" as="fetch" crossorigin href="/api/event/public-events?page=1&amp;perPage=10">');
    expect(callPreloads([])).toBe('');
  });
});
