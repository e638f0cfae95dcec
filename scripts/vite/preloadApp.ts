import type { OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The entry (src/main.tsx) is tiny and imports the app (`appModule`: React, MUI, the gate) dynamically, so that
 * the page's own screen starts downloading beside the app rather than after it. Here index.html names the app's
 * files as well (modulepreload): the browser fetches them while it fetches and runs the entry, a round trip
 * sooner on a phone.
 */
export const preloadApp = (appModule: string): Plugin => {
  let base = '/';
  return {
    name: 'portal:preload-app',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] {
        if (!bundle || !entry) return [];
        const chunkOf = (fileName: string) => (bundle[fileName]?.type === 'chunk' ? (bundle[fileName] as OutputChunk) : undefined);
        const app = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.includes(appModule));
        if (!app) throw new Error(`preloadApp: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry.fileName) return;
          files.add(fileName);
          chunkOf(fileName)?.imports.forEach(visit);
        };
        visit(app.fileName);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
      },
    },
  };
};
