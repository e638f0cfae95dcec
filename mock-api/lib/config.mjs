// Settings read once from the environment (all optional; defaults suit local development).

/** Development-only signing secret; set JWT_SECRET anywhere the API is reachable by others. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-not-for-production';
export const DEFAULT_TOKEN_TTL_SECONDS = 28800;

const positiveInt = (text, fallback) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** @param {Record<string, string | undefined>} env */
export function readConfig(env) {
  return Object.freeze({
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS),
    log: env.MOCK_API_LOG === '1',
    // The outbox exposes one-time codes: never serve it in production.
    devRoutes: env.NODE_ENV !== 'production',
  });
}
