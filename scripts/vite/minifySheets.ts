import { transform } from 'lightningcss';
import { HOISTED_SHEET } from '../../src/prerender/hoistedSheets';

/**
 * The static sheets in a page's <head> (src/ui/plain/) minified as the build minifies them in the app's code: the
 * page's render goes through vite's SSR loader, which hands a `?inline` sheet over as written, comments and all.
 */
export const minifySheets = (head: string): string =>
  head.replace(new RegExp(HOISTED_SHEET, 'g'), (_, open: string, css: string, close: string) => {
    const { code } = transform({ filename: 'sheet.css', code: Buffer.from(css), minify: true });
    return `${open}${code.toString()}${close}`;
  });
