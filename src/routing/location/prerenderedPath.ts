/**
 * The path being rendered to HTML at build time (scripts/vite/prerenderPublicPages.ts), else null. There is no
 * browser then: no location to read and no session (a visitor's first paint, the signed-in get the app anew).
 */
let rendering: string | null = null;

export const renderingAtBuild = (path: string | null): void => void (rendering = path);

export const pathRenderedAtBuild = (): string | null => rendering;
