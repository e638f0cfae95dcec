// One home for each shared piece of the mock API: a route names the record its log entry is about through the
// activity log's own pair (logSubject / loggedSubject), never a field of res.locals both sides merely agree on;
// every refusal's envelope is built by lib/http/reply.mjs, never by a module's own copy of it; a transaction row
// as the lists send it is built once, in lib/payments/payments.mjs.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modulesUnder(path) : /\.mjs$/.test(name) ? [path] : [];
  });

const API_MODULES = [...modulesUnder('mock-api/routes'), ...modulesUnder('mock-api/lib')];
const filesMatching = (pattern: RegExp) => API_MODULES.filter((file) => pattern.test(readFileSync(file, 'utf8')));

describe('mock API: one home for shared pieces', () => {
  it("hands the activity log its record through lib/audit/activity.mjs, not res.locals", () => {
    expect(filesMatching(/res\.locals\.subject/)).toEqual([]);
  });

  it('builds the log entry of a one-record change with recordLog, not a hand-written copy', () => {
    expect(filesMatching(/\$\{pastTense\(action\)\}` : ''/)).toEqual(['mock-api/lib/audit/activity.mjs']);
  });

  it('builds every refusal envelope in lib/http/reply.mjs', () => {
    const REPLY = 'mock-api/lib/http/reply.mjs';
    // the member screens' envelope (the text again in `message`) by hand
    expect(filesMatching(/reply\(res, [^\n]*\{ message: /)).toEqual([REPLY]);
    // an error status with an envelope of its own
    expect(filesMatching(/res\.status\([1-9]\d\d\)\.json\(\{ ?status\b/).filter((file) => file !== REPLY)).toEqual([]);
    // the guards' 403 copied
    expect(filesMatching(/403, MSG\.notAllowed/)).toEqual([REPLY]);
  });

  it('builds the listed transaction row (status name, whether it has a slip) in lib/payments/payments.mjs alone', () => {
    expect(filesMatching(/\bstatusName: [^\n]*\bhasSlip: /)).toEqual(['mock-api/lib/payments/payments.mjs']);
    expect(filesMatching(/\bhasSlip = /)).toEqual(['mock-api/lib/payments/payments.mjs']);
  });
});
