// `npm run bench [-- --only <sections>] [-- --runs N]`: the portal's performance figures, each beside its goal,
// in one table. Sections (comma-separated for --only; default: all):
//   sizes  JavaScript downloaded for /login and /login -> admin dashboard, vs a minimal react-admin app
//   phone  throttled timings: /login, /signup, /events usable; sign-in to dashboard content
//   api    the API at scale (scripts/bench/api-scale.mjs): not wired in yet, see apiSection below
//   browser = sizes,phone
import { parseArgs } from 'node:util';
import { bundleSizes } from './bench/bundle-sizes.mjs';
import { phoneTimings } from './bench/phone-timings.mjs';
import { buildPortal, startPortal } from './bench/portal.mjs';
import { printTable } from './bench/table.mjs';

/**
 * The API-at-scale section goes here: call benchApiAtScale() from ./bench/api-scale.mjs and return its figures
 * as a table section ({ title, rows: [{ label, value, detail?, goal?, ok? }], notes? }; see ./bench/table.mjs).
 * It needs no build and no browser.
 * @returns {Promise<import('./bench/table.mjs').Section>}
 */
async function apiSection() {
  return { title: 'API at scale', rows: [], notes: ['not measured by npm run bench yet (scripts/bench/api-scale.mjs)'] };
}

/** Sections in table order; `browser` ones share one build, one vite preview + mock API and one Chromium. */
const SECTIONS = {
  sizes: { browser: true, run: bundleSizes },
  phone: { browser: true, run: phoneTimings },
  api: { browser: false, run: apiSection },
};
const GROUPS = { browser: ['sizes', 'phone'] };

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
let portal = null;
try {
  if (chosen.some((name) => SECTIONS[name].browser)) {
    console.log('Building the app...');
    await buildPortal();
    portal = await startPortal();
  }
  for (const name of chosen) {
    console.log(`Measuring ${name}...`);
    results.push(await SECTIONS[name].run({ ...portal, runs }));
  }
} finally {
  await portal?.stop();
}
const heading = `npm run bench (${new Date().toISOString().slice(0, 10)}; sections: ${chosen.join(', ')})`;
if (!printTable(results, heading)) process.exitCode = 1;
