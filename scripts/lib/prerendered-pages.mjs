// The public pages the build renders to HTML (scripts/vite/prerenderPublicPages.ts) and the servers hand out for
// their paths: one file per path, dist/<path>.html, as vite preview looks them up by itself.

/** The attribute of #root naming the path rendered into the file (src/app/prerenderedPage.ts reads it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** dist/'s file of a prerendered path: "/login" is login.html, "/auth/signin-1" auth/signin-1.html. */
export const prerenderedFileOf = (pagePath) => `${pagePath.slice(1)}.html`;

/** A page path that may name such a file: letters, digits and hyphens between slashes (never "..", never a dot). */
export const mayBePrerendered = (pagePath) => /^(\/[a-z0-9-]+)+$/i.test(pagePath);
