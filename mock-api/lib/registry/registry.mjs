// The app's registry of screens (resources/registry.ts), read by the mock API: the menus table and the roles'
// first ticks, the URLs every signed-in user may open, every screen's path by name and the prototyping
// collections all come from the declarations, written once. Under plain Node the TypeScript is stripped by
// ./ts-hooks.mjs (registered once per thread); the test runner transforms it itself.
import { register } from 'node:module';

const HOOKS = Symbol.for('portal.typescriptHooks');
if (!globalThis[HOOKS]) {
  register('./ts-hooks.mjs', import.meta.url);
  globalThis[HOOKS] = true;
}

/** @type {typeof import('../../../resources/registry.ts')} */
const registry = await import('../../../resources/registry.ts');

export const { portalMenu, ALWAYS_ALLOWED_URLS, SCREEN_PATHS, PROTOTYPE_SCREENS } = registry;
