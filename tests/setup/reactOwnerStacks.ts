import * as React from 'react';

/**
 * React's development build records where each element was created ("owner stacks", shown in its console
 * warnings): up to 10,000 times a second it builds an Error for a new element. In a component test that is a
 * tenth of the CPU (about 10 µs per element on this machine) spent on stacks no test reads. Telling React the
 * budget is always used up makes it take its shared "unknown owner" stack instead; every render, effect, warning
 * and act() behaves as before, only a warning's component stack names fewer owners.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A React without the counter (another major version) is left as it is: the tests only get slower.
  if (typeof internals !== 'object' || internals === null || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
