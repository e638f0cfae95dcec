// The test files a full run found slow (tests/slow-files.json), which the test runs start first
// (tests/setup/slowFilesFirst.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the list lives, from the project's root. */
export const SLOW_FILES_PATH = 'tests/slow-files.json';

/** A file this slow or slower is listed; its seconds are rounded to ROUND_SECONDS so a run's noise rarely changes the list. */
const SLOW_SECONDS = 15;
const ROUND_SECONDS = 5;

/**
 * Every file of the JSON reports (vitest's) that took SLOW_SECONDS or more, as its path from `root` and its
 * rounded seconds, slowest first.
 * @param {Array<{ testResults: Array<{ name: string, startTime: number, endTime: number }> }>} reports
 * @returns {Record<string, number>}
 */
export const slowFilesOf = (reports, root) =>
  Object.fromEntries(
    reports
      .flatMap((report) => report.testResults)
      .map((result) => [path.relative(root, result.name), (result.endTime - result.startTime) / 1000])
      .filter(([, seconds]) => seconds >= SLOW_SECONDS)
      .map(([file, seconds]) => [file, Math.round(seconds / ROUND_SECONDS) * ROUND_SECONDS])
      .sort(([fileA, a], [fileB, b]) => b - a || (fileA < fileB ? -1 : 1)),
  );

/** Writes the list from the given report files when it changed; true if it did. */
export const recordSlowFiles = (reportFiles, root, target) => {
  const reports = reportFiles.filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const text = `${JSON.stringify(slowFilesOf(reports, root), null, 2)}\n`;
  if (existsSync(target) && readFileSync(target, 'utf8') === text) return false;
  writeFileSync(target, text);
  return true;
};
