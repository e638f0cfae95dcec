// The list of calls the portal needs beyond the spec's (§7), written from the API's OpenAPI document: every
// operation whose x-source is an addition, with its one line on why. docs/institute-api.md holds it between two
// markers; scripts/institute-api-doc.mjs rewrites it there, and a test fails when the two disagree.

export const START = '<!-- additions: written by `node scripts/institute-api-doc.mjs` from GET /api/openapi.json; edit the routes\' addition() lines, not this list -->';
export const END = '<!-- /additions -->';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The additions of a document: { call: 'GET institute-identity', why }, by path, then method. */
export function additionsOf(document) {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation?.['x-source']?.kind === 'addition')
        .map(([method, operation]) => ({ path, method, why: operation['x-source'].why })),
    )
    .sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method))
    .map(({ path, method, why }) => ({ call: `${method.toUpperCase()} ${path.replace(/^\/api\//, '')}`, why }));
}

/** The markdown between the markers (markers included). */
export function additionsSection(document) {
  const additions = additionsOf(document);
  return [
    START,
    `${additions.length} calls, relative to the API base. Their parameters, bodies, answers and who may call them are in the document.`,
    '',
    '| Call | Why the portal needs it |',
    '|---|---|',
    ...additions.map(({ call, why }) => `| \`${cell(call)}\` | ${cell(why)} |`),
    END,
  ].join('\n');
}

/** The section as a markdown file holds it, or null without the markers. */
export function sectionIn(markdown) {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END, start);
  return start < 0 || end < 0 ? null : markdown.slice(start, end + END.length);
}

/** The markdown with its section replaced (the markers must be there). */
export function withSection(markdown, section) {
  const current = sectionIn(markdown);
  if (current === null) throw new Error(`the markers ${START} ... ${END} are missing`);
  return markdown.replace(current, () => section);
}
