// The HTTP hygiene of every answer: security headers (helmet), no X-Powered-By, CORS only for configured
// origins (the app itself goes through the dev server's proxy), no caching of API answers, optional log.
import helmet from 'helmet';
import { requireFromJsonServer } from './router.mjs';
const cors = requireFromJsonServer('cors');
const morgan = requireFromJsonServer('morgan');

const noStore = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** @param {{ corsOrigins: string[], log: boolean }} config */
export function httpDefaults(config) {
  const middleware = [helmet(), noStore];
  if (config.corsOrigins.length > 0) middleware.push(cors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'X-Total-Count', 'Location', 'Retry-After'] }));
  if (config.log) middleware.push(morgan('dev'));
  return middleware;
}
