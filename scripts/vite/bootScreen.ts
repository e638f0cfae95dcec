import type { Plugin } from 'vite';
import { publicText } from '../../src/i18n/publicText';

const ROOT = '<div id="root"></div>';

/**
 * The page's first paint comes from index.html itself: a "Loading..." line in #root (the app's own spinner
 * text), shown while the app's files download and start, and replaced by the app's first render. Without it a
 * phone shows a blank page until React and MUI have run (Lighthouse's first contentful paint, npm run bench).
 * Plain HTML and an inline style: the page's policy allows inline styles (emotion needs them), never scripts.
 */
export const bootScreen = (): Plugin => ({
  name: 'portal:boot-screen',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      if (!html.includes(ROOT)) throw new Error(`bootScreen: index.html has no ${ROOT}`);
      const style =
        '<style>#boot-loading{margin:0;padding:48px 16px;text-align:center;font:400 0.875rem/1.43 Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,0.6)}</style>';
      return html.replace('</head>', `    ${style}\n  </head>`).replace(ROOT, `<div id="root"><p id="boot-loading" role="status">${publicText('app.loading')}</p></div>`);
    },
  },
});
