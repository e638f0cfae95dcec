// express (and the middleware packages json-server brings) from json-server's own dependencies: they are
// not direct dependencies of the project, so importing them by name would rely on npm hoisting.
import { createRequire } from 'node:module';

export const requireFromJsonServer = createRequire(createRequire(import.meta.url).resolve('json-server'));

/** @type {import('express')} */
export const express = requireFromJsonServer('express');

/** @type {import('express').Router} */
export const Router = express.Router;
