const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <head> links asking for a page's first calls (ScreenModule.preloadedCalls) as the HTML arrives: on a phone the
 * answer is then there when the app has run, where the app's own call would start only then. `crossorigin` makes
 * the preload's request the one the app's fetch makes (CORS mode, credentials of the same origin), so the
 * browser hands the app that answer rather than asking again.
 */
export const callPreloads = (calls: readonly string[]): string =>
  calls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`).join('');
