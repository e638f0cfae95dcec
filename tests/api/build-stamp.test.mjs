// When `npm run serve` builds the app again (scripts/lib/build-stamp.mjs): a dist/ without a build or a stamp,
// a changed module of the app, a changed or new file of the build's configuration or public/, other VITE_
// variables; and never when nothing changed, whatever the files' times say.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, buildStampOf, projectFilesOf, staleReason } from '../../scripts/lib/build-stamp.mjs';

let root;
let outDir;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const ENV = { VITE_API_URL: '/api', HOME: '/root' };

/** A project with two app modules, one dependency module and a build of them stamped. */
function buildProject(env = ENV) {
  write('index.html', '<!doctype html>');
  write('vite.config.ts', 'export default {};');
  write('src/main.tsx', 'import "./app";');
  write('src/app.tsx', 'export {};');
  write('public/logo.svg', '<svg/>');
  write('node_modules/react/index.js', 'module.exports = {};');
  write('dist/index.html', '<!doctype html>');
  const moduleIds = ['src/main.tsx', 'src/app.tsx?used', 'node_modules/react/index.js', '\0vite/modulepreload'].map((id) => (id.startsWith('\0') ? id : path.join(root, id)));
  const stamp = buildStampOf({ root, moduleFiles: projectFilesOf(root, moduleIds), env });
  writeFileSync(path.join(outDir, STAMP_FILE), JSON.stringify(stamp));
  return stamp;
}
const reason = (env = ENV) => staleReason({ root, outDir, env });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  outDir = path.join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('holds the app\'s own modules (no dependency, no virtual module, no query), the configuration and public/', () => {
    const stamp = buildProject();
    expect(Object.keys(stamp.files)).toEqual(expect.arrayContaining(['src/main.tsx', 'src/app.tsx', 'index.html', 'vite.config.ts', 'package-lock.json', 'public/logo.svg']));
    expect(Object.keys(stamp.files).some((file) => file.includes('node_modules'))).toBe(false);
    expect(stamp.files['package-lock.json']).toBeNull();
    expect(stamp.env).toEqual({ VITE_API_URL: '/api' });
  });

  it('a build of the sources as they are is current, even when every file is touched later', () => {
    buildProject();
    const later = new Date(Date.now() + 60_000);
    for (const file of ['src/main.tsx', 'src/app.tsx', 'index.html']) utimesSync(path.join(root, file), later, later);
    expect(reason()).toBeNull();
  });

  it('no build, or a build without a stamp, must be built', () => {
    expect(reason()).toBe('dist/ holds no build');
    buildProject();
    rmSync(path.join(outDir, STAMP_FILE));
    expect(reason()).toBe('the build has no stamp of its sources');
  });

  it.each([
    ['src/app.tsx', 'src/app.tsx changed since the build'],
    ['vite.config.ts', 'vite.config.ts changed since the build'],
    ['public/logo.svg', 'public/logo.svg changed since the build'],
    ['package-lock.json', 'package-lock.json changed since the build'],
    ['.env.production', '.env.production changed since the build'],
  ])('a change of %s makes it stale', (file, expected) => {
    buildProject();
    write(file, 'changed');
    expect(reason()).toBe(expected);
  });

  it('a deleted module, a new file in public/ or scripts/vite/ and other VITE_ variables make it stale', () => {
    buildProject();
    rmSync(path.join(root, 'src/app.tsx'));
    expect(reason()).toBe('src/app.tsx changed since the build');
    write('src/app.tsx', 'export {};');
    write('public/robots.txt', 'User-agent: *');
    expect(reason()).toBe('public/robots.txt is new since the build');
    rmSync(path.join(root, 'public/robots.txt'));
    write('scripts/vite/newPlugin.ts', 'export {};');
    expect(reason()).toBe('scripts/vite/newPlugin.ts is new since the build');
    rmSync(path.join(root, 'scripts/vite/newPlugin.ts'));
    expect(reason()).toBeNull();
    expect(reason({ ...ENV, VITE_API_URL: 'https://api.example.org' })).toBe('the VITE_ variables differ from the build');
    expect(reason({ ...ENV, HOME: '/elsewhere' })).toBeNull();
  });

  it('a file of the app that no build module names does not matter', () => {
    buildProject();
    write('src/unused.tsx', 'export {};');
    expect(reason()).toBeNull();
  });
});
