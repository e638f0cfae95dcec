import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { apiUrl, baseUrl, hasServers } from './servers';
import { operationMatcher } from '../../../mock-api/lib/contract/operation-match.mjs';

/**
 * Every call the browser sends to the API is matched to an operation of its OpenAPI document (GET
 * /api/openapi.json, read once for the whole run in globalSetup.ts): the portal, the mock API and the document
 * cannot drift apart. launchBrowser() records each context's requests to the run's own servers (the app's origin,
 * which proxies /api, and the API's; none where the run started none); apiCallCheck.ts fails the test that sent a
 * call the document lacks.
 */

let operationOf: ((method: string, urlPath: string) => string | null) | undefined;
let origins: Set<string> | undefined;
const unchecked = new Set<string>();

const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/** Records the API calls of every page of the context (popups and new tabs included). */
export function recordApiCalls(context: BrowserContext): void {
  if (!hasServers()) return;
  origins ??= new Set([new URL(baseUrl()).origin, new URL(apiUrl()).origin]);
  const ours = origins;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (ours.has(url.origin) && isApiPath(url.pathname)) unchecked.add(`${request.method()} ${url.pathname}`);
  });
}

export interface ApiCall {
  /** 'GET /api/event/17' */
  call: string;
  /** 'GET /api/event/{eventId}', or null: the document has no such operation */
  operation: string | null;
}

/** The calls recorded since the last look, each with its operation of the document; forgets them. */
export function takeApiCalls(): ApiCall[] {
  operationOf ??= operationMatcher(inject('apiOperations'));
  const match = operationOf;
  const calls = [...unchecked];
  unchecked.clear();
  return calls.map((call) => {
    const [method, path] = call.split(' ');
    return { call, operation: match(method, path) };
  });
}

/** The calls recorded since the last look that no operation of the document has ('GET /api/...'). */
export const takeUnmatchedCalls = (): string[] => takeApiCalls().flatMap(({ call, operation }) => (operation === null ? [call] : []));
