import { afterAll, afterEach } from 'vitest';
import { takeUnmatchedCalls } from './apiCalls';

const failOn = (calls: string[], when: string): void => {
  if (calls.length > 0) throw new Error(`${when} the browser called the API where its document (GET /api/openapi.json) has no operation:\n${calls.join('\n')}`);
};

/** After each test, the calls it sent (and any still arriving from the one before); after the file, its hooks' calls. */
afterEach(() => failOn(takeUnmatchedCalls(), 'In this test (or the set-up before it)'));
// Registered before the file's own hooks, so it runs after them (vitest runs after-hooks as a stack).
afterAll(() => failOn(takeUnmatchedCalls(), 'In the hooks of this file'));
