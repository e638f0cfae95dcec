// One home for each shared piece of the mock API: a route names the record its log entry is about through the
// activity log's own pair (logSubject / loggedSubject), never a field of res.locals both sides merely agree on.
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
});
