// express.Router from the express json-server itself uses: express is not a direct dependency of
// the project, so importing it by name would rely on npm hoisting.
import { createRequire } from 'node:module';

const requireFromJsonServer = createRequire(createRequire(import.meta.url).resolve('json-server'));

/** @type {import('express').Router} */
export const Router = requireFromJsonServer('express').Router;
