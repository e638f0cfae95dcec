/**
 * Route paths with parameters: a segment ':name' matches any one non-empty segment of a path and hands it back as
 * `name` (decoded). The one matcher of the route tables (bespoke facts and pages alike): a path is looked up
 * exactly first, then against the patterns in their order. Only our own patterns are read; a path never becomes
 * a pattern (nor a RegExp).
 */
export type RouteParams = Readonly<Record<string, string>>;

/** Exact match (spec §2); a single trailing slash is tolerated, as react-router does. */
export const normalizePath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export const hasParams = (pattern: string): boolean => pattern.split('/').some((segment) => segment.startsWith(':'));

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The parameters `path` gives `pattern`, or null when it does not match. */
export const matchRoutePath = (pattern: string, path: string): RouteParams | null => {
  const wanted = pattern.split('/');
  const given = normalizePath(path).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    if (!wanted[i].startsWith(':')) {
      if (wanted[i] !== given[i]) return null;
      continue;
    }
    const value = given[i] ? decoded(given[i]) : null;
    if (!value) return null;
    params[wanted[i].slice(1)] = value;
  }
  return params;
};

/** A finder over entries with a `path`: the exact path first, then the first pattern that matches. */
export const pathFinder = <T extends { path: string }>(entries: readonly T[]) => {
  const exact = new Map(entries.filter((entry) => !hasParams(entry.path)).map((entry) => [entry.path, entry]));
  const patterns = entries.filter((entry) => hasParams(entry.path));
  return (path: string): T | undefined => {
    const normal = normalizePath(path);
    return exact.get(normal) ?? patterns.find((entry) => matchRoutePath(entry.path, normal) !== null);
  };
};
