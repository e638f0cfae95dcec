import type { Viewer } from '../src/framework/declare';

/**
 * Does the signed-in user hold this grant: a screen, or a decision held apart from its screen
 * (src/domain/permissions.mjs), as the login's permitted URL list names it? A declaration's canWrite with it
 * shows a screen read-only to a role that reads without deciding; the API refuses their decisions anyway.
 */
export const holds =
  (grant: string) =>
  ({ grants }: Viewer): boolean =>
    grants?.includes(grant) ?? false;
