/**
 * Spec §2: a page outside the permitted list ends the session and goes to /. A one-shot flag (in this
 * tab's sessionStorage, which survives that reload and is not a session key) lets the login page say
 * why instead of looking like a crash; the login page forgets it once shown, so it shows only once.
 */
const KEY = 'accessDenied';

export const noteAccessDenied = (): void => sessionStorage.setItem(KEY, '1');

// No tab when the page is rendered to HTML at build time: nothing was denied.
export const accessWasDenied = (): boolean => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY) !== null;

export const forgetAccessDenied = (): void => sessionStorage.removeItem(KEY);
