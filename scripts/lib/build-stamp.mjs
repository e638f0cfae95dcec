// What a build of the app was made from: every project file in its module graph, the build's own
// configuration, the files of public/ and the VITE_ variables, each by content hash. The build writes it into
// dist/ (scripts/vite/buildStamp.ts); `npm run serve` rebuilds when anything in it changed. Contents, not
// times: a checkout touches every file's time, and a dist/ copied from elsewhere keeps times that prove nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** In dist/; a dot file, so the static server never hands it out. */
export const STAMP_FILE = '.build-stamp.json';

/** Inputs of every build that are not modules of the app: the build's configuration and what vite copies or reads. */
const CONFIG_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local'];
/** Folders read whole: public/ is copied into dist/, scripts/vite/ holds the build's plugins, src/prerender/ renders the public pages into it. */
const INPUT_FOLDERS = ['public', 'scripts/vite', 'src/prerender'];

const toPosix = (file) => file.split(path.sep).join('/');

const filesUnder = (root, folder) => {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name))));
};

const hashOf = (root, file) => {
  const full = path.join(root, file);
  return existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : null;
};

const viteVariables = (env) =>
  Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith('VITE_'))
      .sort()
      .map((name) => [name, env[name]]),
  );

/** The project's own files among a build's module ids (no dependency, virtual module or query). */
export const projectFilesOf = (root, moduleIds) => {
  const files = new Set();
  for (const id of moduleIds) {
    const file = id.split('?')[0];
    if (!path.isAbsolute(file) || !existsSync(file)) continue;
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) continue;
    files.add(toPosix(relative));
  }
  return [...files];
};

/** The stamp of a build whose app modules are `moduleFiles` (paths relative to root). */
export function buildStampOf({ root, moduleFiles, env }) {
  const files = [...new Set([...moduleFiles, ...CONFIG_FILES, ...INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder))])].sort();
  return { files: Object.fromEntries(files.map((file) => [file, hashOf(root, file)])), env: viteVariables(env) };
}

/**
 * Why dist/ must be built again, or null when it is the build of the sources as they are now.
 * @param {{ root: string, outDir: string, env: Record<string, string | undefined> }} options
 */
export function staleReason({ root, outDir, env }) {
  const stampFile = path.join(outDir, STAMP_FILE);
  if (!existsSync(path.join(outDir, 'index.html'))) return `${toPosix(path.relative(root, outDir)) || '.'}/ holds no build`;
  if (!existsSync(stampFile)) return 'the build has no stamp of its sources';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'the build stamp is unreadable';
  }
  const changed = Object.entries(stamp.files ?? {}).find(([file, hash]) => hashOf(root, file) !== hash);
  if (changed) return `${changed[0]} changed since the build`;
  const added = INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)).find((file) => !(file in stamp.files));
  if (added) return `${added} is new since the build`;
  if (JSON.stringify(viteVariables(env)) !== JSON.stringify(stamp.env ?? {})) return 'the VITE_ variables differ from the build';
  return null;
}
