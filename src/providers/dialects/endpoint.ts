import type { Endpoint, HttpMethod } from '../../framework/types';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const PLACEHOLDER = /\{(\w+)\}/g;

/** 'GET para/globaldetails/{id}' -> { method: 'GET', path: 'para/globaldetails/{id}' }. */
export function parseEndpoint(endpoint: Endpoint): { method: HttpMethod; path: string } {
  const [method, path, ...rest] = endpoint.trim().split(/\s+/);
  if (!METHODS.includes(method as HttpMethod) || !path || rest.length > 0) {
    throw new Error(`Malformed endpoint "${endpoint}": expected "<GET|POST|PUT|DELETE> <path>"`);
  }
  return { method: method as HttpMethod, path };
}

export const placeholdersOf = (path: string): string[] => [...path.matchAll(PLACEHOLDER)].map((m) => m[1]);

const isFillable = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

/** Fills `{name}` from values (URL-encoded); a placeholder without a value is an error naming it. */
export function fillPlaceholders(path: string, values: Record<string, unknown>, context: string): string {
  return path.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (!isFillable(value)) throw new Error(`${context}: no value for the placeholder {${name}} in "${path}"`);
    return encodeURIComponent(String(value));
  });
}
