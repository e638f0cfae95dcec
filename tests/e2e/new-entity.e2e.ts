import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { freePort, startChild, stoppedChild, waitForPort } from '../../scripts/lib/processes.mjs';
import { typeCheckArgs } from '../../scripts/lib/type-check.mjs';
import { DEMO, fillLogin, launchBrowser, openPages, pageErrors } from './support/browser';
import { confirm, searchTable, tableRow } from './support/admin';

/**
 * A new developer's two ways to add an entity, followed exactly in a copy of the project: the README's "Add an
 * entity" recipe (its venues declaration, read from the README itself, and its registry line) and
 * `npm run new:entity -- rooms`. The copy is type-checked, built and served against its own mock API; the
 * administrator finds both in the menu and works the venues table on a desktop and on a phone.
 */
const root = path.resolve(import.meta.dirname, '../..');
const COPIED = ['src', 'resources', 'mock-api', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

let copy = '';
let dataDir = '';
let baseURL = '';
let children: ChildProcess[] = [];
let browser: Browser | undefined;

/** The README's venues declaration: the ts block of "Add an entity" that declares `venues`. */
function readmeVenues(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Add an entity'));
  const block = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]).find((code) => code.includes('export const venues = defineResource('));
  if (!block) throw new Error('README "Add an entity" has no venues declaration');
  return block;
}

/** The README's registry line: the import at the top of resources/index.ts and `venues,` at the end of its list. */
function registerVenues(): void {
  const index = path.join(copy, 'resources/index.ts');
  const source = readFileSync(index, 'utf8');
  const lines = source.split('\n');
  const lastImport = lines.reduce((last, line, at) => (line.startsWith('import ') ? at : last), -1);
  const listEnd = lines.findIndex((line, at) => at > lines.findIndex((l) => l.startsWith('export const resources')) && line === '];');
  lines.splice(listEnd, 0, '  venues,');
  lines.splice(lastImport + 1, 0, "import { venues } from './venues';");
  writeFileSync(index, lines.join('\n'));
}

const node = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, args, { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'portal-new-entity-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

  writeFileSync(path.join(copy, 'resources/venues.ts'), readmeVenues());
  registerVenues();
  const scaffolded = node(['scripts/new-entity.mjs', 'rooms']);
  expect(scaffolded).toContain('/param/rooms');
  expect(scaffolded).toContain('Administration > Rooms');

  // Both declarations type-check (with everything they import) as a developer's editor would see them.
  writeFileSync(path.join(copy, 'tsconfig.entities.json'), JSON.stringify({ extends: './tsconfig.json', include: ['resources/index.ts'] }));
  node(typeCheckArgs('tsconfig.entities.json'));
  node(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { NODE_ENV: 'production' });

  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-new-entity-data-'));
  const apiPort: number = await freePort();
  const webPort: number = await freePort();
  const env = { MOCK_API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir, PORT: String(webPort) };
  children = [startChild('entity-api', process.execPath, [path.join(copy, 'mock-api/server.mjs')], { env, quiet: true })];
  await waitForPort(apiPort);
  const preview = [path.join(copy, 'node_modules/vite/bin/vite.js'), 'preview', copy, '--port', String(webPort), '--strictPort'];
  children.push(startChild('entity-web', process.execPath, preview, { env, quiet: true }));
  await waitForPort(webPort);
  baseURL = `http://127.0.0.1:${webPort}`;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(children.map((child) => stoppedChild(child)));
  for (const dir of [copy, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function adminPage(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await browser!.newContext({ baseURL, viewport, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  openPages.add(page);
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/login');
  await fillLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname === DEMO.admin.landing, { timeout: 20_000 });
  return page;
}

const dialogOf = (page: Page): Locator => page.getByRole('dialog').filter({ hasNot: page.getByText('Are you sure?') });

describe('adding an entity as the README says', () => {
  it('the administrator opens Venues from the menu and adds, finds, edits and deletes venues against json-server', async () => {
    const page = await adminPage({ width: 1366, height: 900 });
    // a link right under the Administration heading, after its sub menus
    const nav = page.getByRole('navigation', { name: 'main menu' });
    await nav.getByRole('link', { name: 'Venues', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/param/venues');
    await page.getByRole('heading', { level: 1, name: 'Venues' }).waitFor();
    expect(await page.title()).toBe('Venues | Institute Membership Portal');

    for (const name of ['Galle Face Hotel', 'BMICH Hall A']) {
      await page.getByRole('button', { name: /add new/i }).click();
      await dialogOf(page).getByLabel('Venue').fill(name);
      await dialogOf(page).getByRole('button', { name: 'Save' }).click();
      await confirm(page, 'Yes');
      await page.getByText('Venue saved').first().waitFor();
    }
    const row = await searchTable(page, 'BMICH Hall A');
    await tableRow(page, 'Galle Face Hotel').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialogOf(page).getByLabel('Venue').fill('BMICH Hall B');
    await dialogOf(page).getByRole('button', { name: 'Update' }).click();
    await confirm(page, 'Update it!');
    await page.getByText('Venue updated').first().waitFor();
    await searchTable(page, 'BMICH Hall B');
    await tableRow(page, 'BMICH Hall B').getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete it!');
    await page.getByText('Venue deleted').first().waitFor();
    await tableRow(page, 'BMICH Hall B').waitFor({ state: 'detached' });

    // the scaffolded entity is there too, under the same heading
    await nav.getByRole('link', { name: 'Rooms', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rooms' }).waitFor();
    expect(page.url()).toBe(`${baseURL}/param/rooms`);
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('on a phone the venues are cards with no sideways scroll, and adding one works', async () => {
    const page = await adminPage({ width: 375, height: 812 }, true);
    await page.goto('/param/venues');
    await page.getByRole('heading', { level: 1, name: 'Venues' }).waitFor();
    await page.getByRole('button', { name: /add new/i }).click();
    await dialogOf(page).getByLabel('Venue').fill('Kandy City Centre');
    await dialogOf(page).getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Yes');
    await page.getByText('Venue saved').first().waitFor();
    await page.getByText('Kandy City Centre').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(pageErrors.get(page)).toEqual([]);
  });
});
