// Per-address request limits (express-rate-limit): 429 with Retry-After and the envelope's text. The
// windows and counts come from config.rateLimits (README "Security"); each app instance counts its own.
import { rateLimit } from 'express-rate-limit';
import { STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { reply } from './reply.mjs';

/** @returns {Record<keyof import('../config.mjs').DEFAULT_RATE_LIMITS, import('express').RequestHandler>} */
export function rateLimiters(config) {
  const limiter = ([limit, windowSeconds]) =>
    rateLimit({
      windowMs: windowSeconds * 1000,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // Retry-After is set by express-rate-limit before this runs.
      handler: (req, res) => reply(res, 429, MSG.tooManyRequests, STATUS_CODE.FAILED),
    });
  return Object.fromEntries(Object.entries(config.rateLimits).map(([name, rule]) => [name, limiter(rule)]));
}
