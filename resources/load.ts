import type { AnyResource } from '../src/framework/declare';

let declarations: Promise<AnyResource[]> | undefined;

/**
 * Every declaration, in a chunk of its own: the signed-in shell loads it with the first declared screen or
 * data-provider call, so a dashboard that needs neither does not download them.
 */
export const loadResources = (): Promise<AnyResource[]> => (declarations ??= import('./index').then((m) => m.resources));
