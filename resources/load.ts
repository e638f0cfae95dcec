import type { AnyResource } from '../src/framework/declare';

let declarations: Promise<AnyResource[]> | undefined;

/**
 * Every declaration, in a chunk of its own: the signed-in shell loads it with the first declared screen or
 * data-provider call, so a dashboard that needs neither does not download them. A failed download is tried
 * again by the next call.
 */
export const loadResources = (): Promise<AnyResource[]> =>
  (declarations ??= import('./index').then(
    (m) => m.resources,
    (error: unknown) => {
      declarations = undefined;
      throw error;
    },
  ));

/** The declaration whose screen is at `path` (its `route`), if any. */
export const findDeclaredScreen = async (path: string): Promise<AnyResource | undefined> =>
  (await loadResources()).find((resource) => resource.route === path);
