import type { Plugin } from 'vite';
import { buildStampOf, projectFilesOf, STAMP_FILE } from '../lib/build-stamp.mjs';

/**
 * Writes dist/.build-stamp.json: what this build was made from (scripts/lib/build-stamp.mjs), so that
 * `npm run serve` builds again only when a source changed, whichever command made the build.
 */
export const buildStamp = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'portal:build-stamp',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle() {
      const moduleFiles = projectFilesOf(root, this.getModuleIds());
      const stamp = buildStampOf({ root, moduleFiles, env: process.env });
      this.emitFile({ type: 'asset', fileName: STAMP_FILE, source: `${JSON.stringify(stamp, null, 1)}\n` });
    },
  };
};
