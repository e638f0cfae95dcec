// `npm run bench:api`: the mock API at 10,000 members (scripts/bench/api-scale.mjs), each figure next to its
// goal. BENCH_MEMBERS sets the seed's size, BENCH_REQUESTS the requests per phase, BENCH_SEED_DIR reuses a seed.
import { benchApiAtScale, formatApiFigures } from './bench/api-scale.mjs';

const GOALS = { lists: 20, writes: 50, signins: 150 };
const figures = await benchApiAtScale({ members: Number(process.env.BENCH_MEMBERS ?? 10_000), requests: Number(process.env.BENCH_REQUESTS ?? 4000) });

const verdict = (value, goal) => (value <= goal ? `ok (goal <= ${goal} ms)` : `OVER (goal <= ${goal} ms)`);
const row = (name, summary, goal) =>
  console.log(`${name.padEnd(40)} p50 ${summary.p50.toFixed(1).padStart(7)} ms  p95 ${summary.p95.toFixed(1).padStart(7)} ms  ${verdict(summary.p95, goal)}`);

console.log(`\nThe API at ${figures.members} members, 20 requests in flight`);
console.log(formatApiFigures(figures).join('\n'));
row('every paged list', figures.lists, GOALS.lists);
row('every acknowledged write', figures.writes, GOALS.writes);
row('sign-in (bcrypt, 19 others in flight)', figures.signins, GOALS.signins);
console.log(`${'writes lost to a SIGKILL mid-burst'.padEnd(40)} ${figures.lost} of ${figures.acknowledged} acknowledged  ${figures.lost === 0 ? 'ok (goal 0)' : 'OVER (goal 0)'}`);
