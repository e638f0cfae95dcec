/**
 * The element React writes for a static sheet (`<style href precedence>`, src/ui/plain/StaticSheet.tsx) when it
 * renders a page to HTML: its opening tag, its CSS and its closing tag as three groups. The build moves these into
 * <head> (renderPublicPage.tsx) and minifies their CSS (scripts/vite/minifySheets.ts). No dependencies: the build's
 * configuration reads it.
 */
export const HOISTED_SHEET = '(<style data-precedence="[^"]*" data-href="[^"]*">)([^<]*)(</style>)';
