import { build, type Plugin, type Rolldown } from 'vite';
import { chunksOf } from './pageFiles';
import type { ChunkSurvey } from './publicPageChunks';

/** Set while the survey builds, so the plugin that asked for it stays out of it. */
export const SURVEY_FLAG = 'PORTAL_CHUNK_SURVEY';

export const surveying = (): boolean => process.env[SURVEY_FLAG] === '1';

/** Notes each module's static imports as the bundle is written, when the graph is whole. */
const staticImports = (into: Map<string, readonly string[]>): Plugin => ({
  name: 'portal:survey-static-imports',
  generateBundle() {
    for (const id of this.getModuleIds()) into.set(id, this.getModuleInfo(id)?.importedIds ?? []);
  },
});

/**
 * The app built in memory with rolldown's own chunking: which files hold which modules, after tree shaking, and
 * what each module imports statically.
 */
export async function surveyChunks({ root, configFile }: { root: string; configFile: string | undefined }): Promise<ChunkSurvey> {
  process.env[SURVEY_FLAG] = '1';
  const importsOf = new Map<string, readonly string[]>();
  try {
    const result = await build({ root, configFile, logLevel: 'silent', plugins: [staticImports(importsOf)], build: { write: false, minify: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const files = outputs.flatMap((output) => output.output);
    const index = files.find((file) => file.type === 'asset' && file.fileName === 'index.html') as Rolldown.OutputAsset | undefined;
    if (!index) throw new Error('surveyChunks: the build wrote no index.html');
    return { chunks: chunksOf(files), indexHtml: String(index.source), importsOf };
  } finally {
    delete process.env[SURVEY_FLAG];
  }
}
