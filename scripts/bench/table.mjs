// The bench's one table: every figure beside its goal, grouped by section, verdicts in the last column.

/**
 * @typedef {{ label: string, value: string, detail?: string, goal?: string, ok?: boolean, failed?: boolean }} Row
 *   `ok` undefined: a figure without a goal (a yardstick, or shown for context); `failed`: not measured.
 * @typedef {{ title: string, rows: Row[], notes?: string[] }} Section
 */

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');

const verdictOf = (row) => (row.failed ? 'FAILED' : row.ok === undefined ? '' : row.ok ? 'ok' : 'OVER');

/** Prints the sections as one aligned table; returns true when no figure failed to be measured. */
export function printTable(sections, heading) {
  const rows = sections.flatMap((section) => section.rows);
  const width = (pick, minimum) => Math.max(minimum, ...rows.map((row) => (pick(row) ?? '').length));
  const [labelW, valueW, detailW, goalW] = [width((r) => r.label, 6) + 2, width((r) => r.value, 8), width((r) => r.detail, 0), width((r) => r.goal, 4)];
  const line = (label, value, detail, goal, verdict) =>
    `${label.padEnd(labelW)}  ${value.padStart(valueW)}  ${detail.padEnd(detailW)}  ${goal.padEnd(goalW)}  ${verdict}`.trimEnd();
  console.log(`\n${heading}`);
  console.log(line('figure', 'measured', '', 'goal', 'verdict'));
  for (const section of sections) {
    console.log(section.title);
    for (const row of section.rows) console.log(line(`  ${row.label}`, row.value, row.detail ?? '', row.goal ?? '', verdictOf(row)));
    // a note starting with spaces continues the one above it
    for (const note of section.notes ?? []) console.log(note.startsWith(' ') ? `  ${note}` : `  - ${note}`);
  }
  return rows.every((row) => !row.failed);
}
