import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** Helpers of the accessibility test (tests/e2e/accessibility.e2e.ts): axe-core run inside the page. */

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/**
 * What is open over the page: a dialog or a select's menu (MUI modals; one under another is aria-hidden), or an
 * autocomplete's list of options.
 */
export const OPEN_LAYER = '.MuiModal-root:not(.MuiModal-hidden):not([aria-hidden="true"]), .MuiAutocomplete-popper';

/** One serious or critical violation: where (route and state), the rule, and the elements' selectors with what fails. */
export interface Finding {
  where: string;
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/** axe-core in the page, once per document (a client-side navigation keeps it). */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ path: AXE_SOURCE });
}

/**
 * Runs axe with the WCAG A/AA rules over the document (or only what `include` selects, e.g. OPEN_LAYER) and answers
 * the serious and critical violations, each labelled `where`. axe throws when `include` selects nothing.
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<Finding[]> {
  await ensureAxe(page);
  const results = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })) as AxeResults;
    },
    { tags: WCAG_TAGS, include },
  );
  return results.violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? null))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean);
        return `${node.target.map(String).join(' >> ')}${why ? `: ${why}` : ''}`;
      }),
    }));
}

/** One line per finding and its elements, for the failure message. */
export const describeFindings = (findings: Finding[]): string =>
  findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

/** Until nothing moves (spinners excepted: they never stop). */
export const animationsDone = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
