/** Spec §9: the login button shows "Logging in..." at least this long. */
export const LOGIN_MIN_PROGRESS_MS = 2000;
/** Spec §4/§9: the bad-credentials flag clears after this long. */
export const BAD_CREDENTIALS_MS = 3000;

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
