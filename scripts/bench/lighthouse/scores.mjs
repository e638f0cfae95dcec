// Bench section "lighthouse": Lighthouse's mobile profile (its default: a mid-range phone on slow 4G, CPU 4x
// slower, simulated throttling) on the public pages of the production build, in the Chromium the other browser
// sections use. Scores vary with the machine's load, so each page runs several times (`--runs`, default 3) and
// each figure is the median of its runs; the load average is printed beside them.
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { seconds } from '../table.mjs';

export const LIGHTHOUSE_PAGES = ['/login', '/signup', '/events'];
/** Goals: performance at least 95, the other three categories at 100, layout shift under 0.1. */
export const LIGHTHOUSE_GOALS = { performance: 95, others: 100, cls: 0.1 };
const lighthouseVersion = () => createRequire(import.meta.url)('lighthouse/package.json').version;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Without the background-networking flags Chromium keeps calling Google's hosts, which this network refuses.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`: the four category scores (0-100), layout shift,
 * total blocking time and largest contentful paint (ms), and the titles of the failed audits that cost points.
 */
async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const weighted = new Set(CATEGORIES.flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  const failed = Object.values(lhr.audits)
    .filter((entry) => weighted.has(entry.id) && entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
    .map((entry) => entry.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    failed,
    lhr,
  };
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'tbt', 'lcp', 'fcp'];

/** Each figure's median over the runs (the lower middle for an even count); the audits that failed in the median-performance run. */
export const medianOfRuns = (results) => ({
  ...Object.fromEntries(FIGURES.map((figure) => [figure, middle(results.map((run) => run[figure]))])),
  failed: [...results].sort((a, b) => a.performance - b.performance)[Math.floor((results.length - 1) / 2)].failed,
});

/** Whether a run's four scores meet their goals. */
export const scoresMeetGoals = (run) =>
  run.performance >= LIGHTHOUSE_GOALS.performance && [run.accessibility, run.bestPractices, run.seo].every((score) => score >= LIGHTHOUSE_GOALS.others);

/**
 * Runs Lighthouse `runs` times on each public page (one Chromium for all, Lighthouse clears the origin's storage
 * before each run); `onRun` sees every run (e.g. to keep its report).
 * @returns {Promise<Array<{ path: string, runs: object[], median: object }>>}
 */
export async function measurePublicPages({ appUrl, runs, pages = LIGHTHOUSE_PAGES, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', onRun }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // One unmeasured pass: the server and the disk are warm for every measured run.
    await runLighthouse(`${appUrl}${pages[0]}`, chrome.port).catch(() => undefined);
    const figures = [];
    for (const path of pages) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await runLighthouse(`${appUrl}${path}`, chrome.port);
        onRun?.(path, run, result);
        results.push(result);
      }
      figures.push({ path, runs: results, median: medianOfRuns(results) });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}

const scores = (run) => `${run.performance} / ${run.accessibility} / ${run.bestPractices} / ${run.seo}`;

/** @param {{ appUrl: string, runs: number }} portal  @returns {Promise<import('./table.mjs').Section>} */
export async function lighthouseScores({ appUrl, runs }) {
  const loadBefore = loadavg()[0];
  const figures = await measurePublicPages({
    appUrl,
    runs,
    onRun: (path, run, result) => console.log(`  Lighthouse ${path} run ${run}: ${scores(result)}, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbt)} ms, LCP ${seconds(result.lcp)}`),
  });
  const loadAfter = loadavg()[0];
  const rows = figures.flatMap(({ path, runs: results, median }) => [
    {
      label: `${path} perf / a11y / best pr. / SEO`,
      value: scores(median),
      detail: `performance runs ${results.map((run) => run.performance).join(' / ')}`,
      goal: `>= ${LIGHTHOUSE_GOALS.performance} / 100 / 100 / 100`,
      ok: scoresMeetGoals(median),
    },
    {
      label: '  CLS / TBT / LCP',
      value: `${median.cls.toFixed(3)} / ${Math.round(median.tbt)} ms / ${seconds(median.lcp)}`,
      detail: median.failed.length ? `under 0.9: ${median.failed.join(', ')}` : '',
      goal: `CLS < ${LIGHTHOUSE_GOALS.cls}`,
      ok: median.cls < LIGHTHOUSE_GOALS.cls,
    },
  ]);
  return {
    title: `Lighthouse ${lighthouseVersion()} mobile profile (simulated slow 4G, CPU 4x slower); each figure the median of ${runs} runs`,
    rows,
    notes: [`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${availableParallelism()} cores`],
  };
}
