import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './browser';

/** When a test fails, every page it left open is saved as test-results/<test>-<n>.png with its URL. */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const dir = path.resolve(import.meta.dirname, '../../../test-results');
  mkdirSync(dir, { recursive: true });
  const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const page of openPages) {
    const file = path.join(dir, `${name}-${++index}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failure screenshot: ${file} (${page.url()})`);
  }
});
