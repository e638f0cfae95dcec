// A small closed-loop load generator for the API bench: `inFlight` workers each keep one request in flight
// (no think time), so the server always has that many requests to answer. Plain node:http with keep-alive,
// lighter on the shared CPU than fetch.
import http from 'node:http';

/** One request: { method, path, headers?, body? } -> { status, body (parsed JSON or text), ms }. */
export function requester(baseUrl, { maxSockets = 32 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const prefix = new URL(baseUrl).pathname.replace(/\/$/, '');
  const send = ({ method = 'GET', path, headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      const started = process.hrtime.bigint();
      const req = http.request(
        { agent, hostname, port, method, path: `${prefix}${path}`, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: kept as text
            }
            resolve({ status: res.statusCode, body: parsed, ms });
          });
          res.on('error', reject);
          // A server killed mid-answer closes the socket without an 'end' or an 'error' on some Node versions.
          res.on('close', () => (res.complete ? undefined : reject(new Error('connection closed mid-answer'))));
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  return { send, close: () => agent.destroy() };
}

/** The p-th percentile (0..100) of a list of numbers. */
export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Runs `inFlight` workers until `requests` answers have come back, or until(latencies) holds. nextRequest(worker,
 * n) gives each worker's next request as { kind, ...request, check?(answer) -> problem text | null }. Answers { [kind]: ms[] } and the
 * problems seen (a refused write is a failed bench, not a fast one).
 */
export async function closedLoop(send, { inFlight, requests, nextRequest, until = () => false }) {
  const latencies = {};
  const problems = [];
  let issued = 0;
  const worker = async (index) => {
    for (let n = 0; issued < requests && !until(latencies); n += 1) {
      issued += 1;
      const { kind, check, ...request } = nextRequest(index, n);
      let answer;
      try {
        answer = await send(request);
      } catch (error) {
        if (problems.length < 10) problems.push(`${kind} ${request.method ?? 'GET'} ${request.path}: ${error.message}`);
        continue;
      }
      (latencies[kind] ??= []).push(answer.ms);
      const problem = answer.status >= 400 ? `HTTP ${answer.status}` : check?.(answer) ?? null;
      if (problem && problems.length < 10) problems.push(`${kind} ${request.method ?? 'GET'} ${request.path}: ${problem} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, index) => worker(index)));
  return { latencies, problems };
}
