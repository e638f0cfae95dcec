/**
 * Opens `path` as the browser's location before a render: the entry's gate and the public pages read the
 * browser's location (src/routing/location/browserLocation.ts), not a react-router.
 */
export const openAt = (path: string): void => window.history.replaceState(null, '', path);
