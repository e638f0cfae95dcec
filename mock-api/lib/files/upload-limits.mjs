// The storage quota of an account (lib/files/upload-quota.mjs), read once from the environment with the other settings.
export const DEFAULT_UPLOAD_QUOTA_MB = 50;
const BYTES_PER_MB = 1024 * 1024;

/** UPLOAD_QUOTA_MB: a whole number of MB above 0; anything else is the default. */
export function uploadLimitsOf(env) {
  const value = Number(env.UPLOAD_QUOTA_MB);
  const quotaMb = Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_QUOTA_MB;
  return Object.freeze({ quotaMb, quotaBytes: quotaMb * BYTES_PER_MB });
}
