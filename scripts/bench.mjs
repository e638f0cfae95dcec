// `npm run bench [-- --only <sections>] [-- --runs N]`: the portal's performance figures, each beside its goal,
// in one table. Sections (comma-separated for --only; default: all):
//   sizes  JavaScript downloaded for /login and /login -> admin dashboard, vs a minimal react-admin app
//   phone  throttled timings: /login, /signup, /events usable; sign-in to dashboard content
//   lighthouse  Lighthouse (mobile profile) on /login, /signup, /events: the four scores, CLS, TBT, LCP
//   api    the API at 10,000 members (scripts/bench/api-scale.mjs): lists, writes, sign-ins, a kill mid-burst
//   browser = sizes,phone,lighthouse
import { parseArgs } from 'node:util';
import { bundleSizes } from './bench/bundle-sizes.mjs';
import { phoneTimings } from './bench/phone-timings.mjs';
import { ensureLighthouse } from './bench/lighthouse/install.mjs';
import { buildPortal, startPortal } from './bench/portal.mjs';
import { printTable } from './bench/table.mjs';
import { benchApiAtScale, formatApiFigures } from './bench/api-scale.mjs';

const API_GOALS = { lists: 20, writes: 50, signins: 150 };
const p95Row = (label, summary, goal) => ({ label, value: `${summary.p95.toFixed(1)} ms`, detail: `p50 ${summary.p50.toFixed(1)} ms, ${summary.count} requests`, goal: `p95 <= ${goal} ms`, ok: summary.p95 <= goal });

/** The API at scale (scripts/bench/api-scale.mjs): BENCH_MEMBERS (10,000), BENCH_REQUESTS per phase, BENCH_SEED_DIR. */
async function apiSection() {
  const figures = await benchApiAtScale({ members: Number(process.env.BENCH_MEMBERS ?? 10_000), requests: Number(process.env.BENCH_REQUESTS ?? 4000), log: (line) => console.log(`  ${line}`) });
  return {
    title: `API at ${figures.members} members, 20 requests in flight`,
    rows: [
      p95Row('every paged list (second round)', figures.lists, API_GOALS.lists),
      { ...p95Row('every paged list, first round (cold)', figures.firstPass, API_GOALS.lists), goal: undefined, ok: undefined },
      p95Row('every acknowledged write', figures.writes, API_GOALS.writes),
      p95Row(`sign-in (${figures.bcrypt}, 19 others in flight)`, figures.signins, API_GOALS.signins),
      { ...p95Row('paged lists, 1 of the 20 in flight a write', figures.listsWithWrites, API_GOALS.lists), goal: undefined, ok: undefined },
      { ...p95Row("each list right after a member's edit, 1 in flight", figures.afterEdit, API_GOALS.lists), goal: undefined, ok: undefined },
      { label: 'writes lost to a SIGKILL mid-burst', value: String(figures.lost), detail: `of ${figures.acknowledged} acknowledged`, goal: '0', ok: figures.lost === 0 },
      { label: 'one user page, 1 in flight', value: `${figures.singleUserPage.p50.toFixed(1)} ms`, detail: 'p50, filtered and sorted' },
      { label: 'restart after the kill', value: `${(figures.startMs / 1000).toFixed(1)} s` },
      ...(figures.problems.length ? [{ label: 'requests refused or broken', value: String(figures.problems.length), failed: true }] : []),
    ],
    notes: formatApiFigures(figures).map((line) => ` ${line.trim()}`),
  };
}

/** Sections in table order (the `browser` ones first: they run first, sharing one build, one vite preview + mock API and one Chromium). */
const SECTIONS = {
  sizes: { browser: true, run: bundleSizes },
  phone: { browser: true, run: phoneTimings },
  lighthouse: {
    browser: true,
    run: async (portal) => {
      ensureLighthouse();
      const { lighthouseScores } = await import('./bench/lighthouse/scores.mjs');
      return lighthouseScores(portal);
    },
  },
  api: { browser: false, run: apiSection },
};
const GROUPS = { browser: ['sizes', 'phone', 'lighthouse'] };

const { values: options } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const wanted = options.only ? options.only.split(',').flatMap((name) => GROUPS[name.trim()] ?? [name.trim()]) : Object.keys(SECTIONS);
const unknown = wanted.filter((name) => !SECTIONS[name]);
const runs = Number(options.runs);
if (unknown.length || !Number.isInteger(runs) || runs < 1) {
  console.error(`usage: npm run bench [-- --only ${[...Object.keys(SECTIONS), ...Object.keys(GROUPS)].join('|')}[,...]] [-- --runs N]`);
  process.exit(2);
}
const chosen = Object.keys(SECTIONS).filter((name) => wanted.includes(name));

const results = [];
const measure = async (name, portal = {}) => {
  console.log(`Measuring ${name}...`);
  results.push(await SECTIONS[name].run({ ...portal, runs }));
};
// The browser sections share one portal, which lives only while they run: the API section after them loads both
// cores with an API of its own, and its percentiles should hold only its own work.
const browserSections = chosen.filter((name) => SECTIONS[name].browser);
if (browserSections.length > 0) {
  console.log('Building the app...');
  await buildPortal();
  const portal = await startPortal();
  try {
    for (const name of browserSections) await measure(name, portal);
  } finally {
    await portal.stop();
  }
}
for (const name of chosen.filter((name) => !SECTIONS[name].browser)) await measure(name);
const heading = `npm run bench (${new Date().toISOString().slice(0, 10)}; sections: ${chosen.join(', ')})`;
if (!printTable(results, heading)) process.exitCode = 1;
