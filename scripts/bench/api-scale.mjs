// The API at scale: a seed of 10,000 members, the real server in its own process, 20 requests in
// flight. Paged lists, acknowledged writes and sign-ins (bcrypt at the runtime cost) are timed; then the server
// is killed mid-burst of writes and every acknowledged write is looked for after a restart.
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startChild, stopChild, waitForPort } from '../lib/processes.mjs';
import { closedLoop, percentile, requester } from './http-load.mjs';
import { listRequests, signinAccounts, writeRequests } from './api-scenario.mjs';
import { bcryptName } from '../../mock-api/lib/auth/bcrypt-impl.mjs';
import { BCRYPT_COST } from '../../mock-api/lib/constants.mjs';

const JWT_SECRET = 'bench-secret-of-at-least-thirty-two-characters';
const UNLIMITED = Object.fromEntries(['SIGNIN', 'OTP_REQUEST', 'OTP_CHECK', 'PASSWORD_CHANGE', 'INQUIRY', 'SIGNUP', 'PAYMENT_NOTIFY', 'PAYMENT_SANDBOX'].map((name) => [`RATE_LIMIT_${name}`, '1000000/60']));
/** Production needs a merchant secret; the bench takes no card payments, so the built-in sandbox is its gateway. */
const GATEWAY = { PAYMENT_GATEWAY: 'sandbox', PAYMENT_MERCHANT_SECRET: 'bench-merchant-secret-of-some-length' };

/** Sign-ins timed: one worker in 20 signs in, so each takes the time of ~10 list rounds; 100 make a p95 worth reading. */
const SIGNINS = 100;

const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (values) => ({ count: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });

async function startApi(dataDir) {
  const port = await freePort();
  const started = Date.now();
  // Production as a host runs it, on the demo seed at scale: PORTAL_DEMO=1 says so (else the API refuses the demo accounts).
  const child = startChild('bench-api', process.execPath, ['mock-api/server.mjs'], {
    env: { MOCK_API_PORT: String(port), MOCK_API_DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: 'production', PORTAL_DEMO: '1', ...GATEWAY, ...UNLIMITED },
    quiet: true,
  });
  await waitForPort(port, { timeoutMs: 120_000 });
  return { child, port, dataDir, startMs: Date.now() - started, baseUrl: `http://127.0.0.1:${port}/api` };
}

async function seed(dataDir, members) {
  const started = Date.now();
  const child = startChild('bench-seed', process.execPath, ['mock-api/seed-cli.mjs', '--members', String(members)], { env: { MOCK_API_DATA_DIR: dataDir }, quiet: true });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${members} members failed (exit ${code})`);
  return Date.now() - started;
}

const tokenOf = async (send, username, password) => {
  const answer = await send({ method: 'POST', path: '/auth/signin', body: { username, password } });
  if (!answer.body?.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
};

/**
 * @param {{ members?: number, inFlight?: number, requests?: number, log?: (line: string) => void }} options
 * @returns {Promise<object>} the figures, for the bench's table
 */
export async function benchApiAtScale({ members = 10_000, inFlight = 20, requests = 4000, log = console.log } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-api-'));
  let api;
  try {
    // BENCH_SEED_DIR: a data dir seeded before (npm run seed -- --members N), copied instead of seeding again.
    log(process.env.BENCH_SEED_DIR ? `Copying ${process.env.BENCH_SEED_DIR}...` : `Seeding ${members} members...`);
    const seedMs = process.env.BENCH_SEED_DIR ? (cpSync(process.env.BENCH_SEED_DIR, dataDir, { recursive: true }), NaN) : await seed(dataDir, members);
    const dbBytes = statSync(path.join(dataDir, 'db.json')).size;
    api = await startApi(dataDir);
    const { send, close } = requester(api.baseUrl);
    const admin = await tokenOf(send, 'admin@example.org', 'Admin@123');
    const memberTokens = [];
    for (let i = 0; i < inFlight; i += 1) memberTokens.push(await tokenOf(send, `user${1001 + i * 7}@example.org`, 'User@123'));
    const accounts = await signinAccounts(send, memberTokens, 4);
    const context = { admin, memberTokens, accounts, members };

    // One filtered, sorted user page at a time: the figure first measured at about 70 ms.
    const single = await closedLoop(send, { inFlight: 1, requests: 50, nextRequest: (w, n) => listRequests(context).usersFilteredSorted(n) });
    // The first round after a start builds each list's rows, sorted orders and searches (kept until the data
    // changes): timed on its own as the cold figure; the second round of the same requests is the steady state.
    log('Lists, 20 in flight, first round (cold)...');
    const firstPass = await closedLoop(send, { inFlight, requests, nextRequest: listRequests(context).mixed });
    log('Lists, 20 in flight, second round...');
    const lists = await closedLoop(send, { inFlight, requests, nextRequest: listRequests(context).mixed });
    log('Writes, 20 in flight...');
    const writes = await closedLoop(send, { inFlight, requests: Math.round(requests / 2), nextRequest: writeRequests(context).mixed });
    log('Sign-ins, with 19 other requests in flight...');
    const mixedLists = listRequests(context).mixed;
    const nextSignin = signinRequests(accounts);
    // One worker signs in, one at a time, until SIGNINS have been timed; the 19 others page through lists meanwhile.
    const signins = await closedLoop(send, { inFlight, requests: Infinity, until: (latencies) => (latencies.signin?.length ?? 0) >= SIGNINS, nextRequest: (worker, n) => (worker === 0 ? nextSignin() : mixedLists(worker, n)) });
    log('Lists with one write among the 20 in flight...');
    const mixedWrites = writeRequests(context).mixed;
    const listsWithWrites = await closedLoop(send, { inFlight, requests, nextRequest: (worker, n) => (worker === 0 ? mixedWrites(worker, n) : mixedLists(worker, n)) });
    log("Each list right after a member's edit, 1 in flight...");
    const afterEdit = await listsAfterEdits(send, context);
    close();

    log('Killing the API mid-burst of writes...');
    const durability = await killMidBurst(api, context, { inFlight, log });
    api = durability.restarted;

    const all = (result) => Object.entries(result.latencies).filter(([kind]) => kind !== 'signin').flatMap(([, values]) => values);
    return {
      members,
      seedMs,
      dbBytes,
      startMs: api.startMs,
      singleUserPage: summary(single.latencies.users),
      firstPass: summary(Object.values(firstPass.latencies).flat()),
      lists: summary(all(lists)),
      listKinds: Object.fromEntries(Object.entries(lists.latencies).map(([kind, values]) => [kind, summary(values)])),
      writes: summary(all(writes)),
      writeKinds: Object.fromEntries(Object.entries(writes.latencies).map(([kind, values]) => [kind, summary(values)])),
      signins: summary(signins.latencies.signin),
      listsWithWrites: summary(Object.entries(listsWithWrites.latencies).filter(([kind]) => !WRITE_KINDS.has(kind)).flatMap(([, values]) => values)),
      writesBesideLists: summary(Object.entries(listsWithWrites.latencies).filter(([kind]) => WRITE_KINDS.has(kind)).flatMap(([, values]) => values)),
      afterEdit: summary(Object.values(afterEdit).flat()),
      afterEditKinds: Object.fromEntries(Object.entries(afterEdit).map(([kind, values]) => [kind, summary(values)])),
      bcrypt: `${bcryptName}, cost ${BCRYPT_COST}`,
      problems: [...single.problems, ...firstPass.problems, ...lists.problems, ...writes.problems, ...signins.problems, ...listsWithWrites.problems],
      lost: durability.lost,
      acknowledged: durability.acknowledged,
    };
  } finally {
    if (api && api.child.exitCode === null) {
      const exited = new Promise((resolve) => api.child.on('exit', resolve));
      stopChild(api.child);
      await exited; // it folds its journal into db.json as it stops
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

const WRITE_KINDS = new Set(['memberContact', 'memberGoal', 'newsItem']);

/**
 * What a staff user waits for on the first click after a change: a member edits their contact details, then one
 * list is asked for, each list 10 times, one request at a time. Answers { [list kind]: ms[] }.
 */
async function listsAfterEdits(send, context) {
  const lists = listRequests(context);
  const edit = writeRequests(context).contact;
  const times = {};
  for (let n = 0; n < 10; n += 1) {
    for (const [name, request] of Object.entries(lists)) {
      if (name === 'mixed') continue;
      const { kind: editKind, check: editCheck, ...editRequest } = edit(n, n);
      const edited = await send(editRequest);
      if (editCheck(edited)) throw new Error(`the member's edit was refused: ${JSON.stringify(edited.body).slice(0, 200)}`);
      const { kind, check, ...listRequest } = request(n, 1);
      (times[kind] ??= []).push((await send(listRequest)).ms);
    }
  }
  return times;
}

/** Sign-ins in turn over the accounts whose passwords were set at the runtime bcrypt cost. */
function signinRequests(accounts) {
  let next = 0;
  return () => {
    const account = accounts[next++ % accounts.length];
    return { kind: 'signin', method: 'POST', path: '/auth/signin', body: account, check: (answer) => (answer.body?.token ? null : 'no token') };
  };
}

/** Writes news items with 20 in flight, SIGKILLs the server after 300 acknowledgements, restarts it, looks for each. */
async function killMidBurst(api, context, { inFlight, log }) {
  const { send, close } = requester(api.baseUrl);
  const acknowledged = [];
  let killed = false;
  let refusal;
  const exited = new Promise((resolve) => api.child.on('exit', resolve));
  await Promise.all(
    Array.from({ length: inFlight }, async (_, worker) => {
      for (let n = 0; !killed; n += 1) {
        // Closed by a dot, so a search for one title ("…1-1.") does not also find "…1-10." to "…1-19." and page it away.
        const title = `Durability ${worker}-${n}.`;
        const answer = await send({ method: 'POST', path: '/application/news-feed-add', headers: { authorization: `Bearer ${context.admin}` }, body: { title, body: 'Written during the kill test', audience: 'all' } }).catch(() => null);
        if (answer?.body?.statusCode !== '00') {
          if (!killed && answer) refusal ??= JSON.stringify(answer.body).slice(0, 200);
          return;
        }
        acknowledged.push(title);
        if (acknowledged.length >= 300 && !killed) {
          killed = true;
          process.kill(api.child.pid, 'SIGKILL');
        }
      }
    }),
  );
  close();
  if (!killed) {
    process.kill(api.child.pid, 'SIGKILL');
    throw new Error(`the writes of the kill test were refused before the kill: ${refusal}`);
  }
  await exited;
  log(`  ${acknowledged.length} writes acknowledged before the kill; restarting...`);
  const restarted = await startApi(api.dataDir);
  log(`  restarted in ${(restarted.startMs / 1000).toFixed(1)} s; looking for each acknowledged write...`);
  const again = requester(restarted.baseUrl);
  const admin = await tokenOf(again.send, 'admin@example.org', 'Admin@123');
  let lost = 0;
  for (const title of acknowledged) {
    const found = await again.send({ path: `/application/get-all-news-feed?filterText=${encodeURIComponent(title)}&perPage=100`, headers: { authorization: `Bearer ${admin}` } });
    if (!found.body?.data?.some((item) => item.title === title)) lost += 1;
  }
  again.close();
  return { restarted, lost, acknowledged: acknowledged.length };
}

export const formatApiFigures = (figures) => [
  `  seed: ${Number.isNaN(figures.seedMs) ? 'copied from BENCH_SEED_DIR' : `${figures.members} members in ${(figures.seedMs / 1000).toFixed(0)} s`}; db.json ${(figures.dbBytes / 1024 / 1024).toFixed(0)} MB; API start after the kill ${(figures.startMs / 1000).toFixed(1)} s`,
  `  one filtered, sorted user page at a time: p50 ${ms(figures.singleUserPage.p50)}`,
  `  lists, first round after the start (cold rows, orders, searches): p50 ${ms(figures.firstPass.p50)}, p95 ${ms(figures.firstPass.p95)}, max ${ms(figures.firstPass.max)}`,
  ...Object.entries(figures.listKinds).map(([kind, s]) => `  list ${kind.padEnd(22)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (${s.count})`),
  ...Object.entries(figures.afterEditKinds).map(([kind, s]) => `  after an edit ${kind.padEnd(21)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (${s.count})`),
  `  lists with one write among the 20 in flight: p50 ${ms(figures.listsWithWrites.p50)}, p95 ${ms(figures.listsWithWrites.p95)}; those writes p50 ${ms(figures.writesBesideLists.p50)}, p95 ${ms(figures.writesBesideLists.p95)}`,
  ...Object.entries(figures.writeKinds).map(([kind, s]) => `  write ${kind.padEnd(21)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (${s.count})`),
  ...(figures.problems.length ? ['  PROBLEMS:', ...figures.problems.map((problem) => `    ${problem}`)] : []),
];
