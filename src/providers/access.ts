import type { Session } from './session';

const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

const withoutTrailingSlash = (text: string): string => text.replace(/\/+$/, '');

/** Leading slash, no trailing slash, '/' for empty. */
const normalisePath = (path: string): string => {
  const trimmed = withoutTrailingSlash(path.startsWith('/') ? path : `/${path}`);
  return trimmed === '' ? '/' : trimmed;
};

const cutQueryAndHash = (text: string): string => text.split(/[?#]/, 1)[0];

/** `rest` if `text` starts with `prefix` at a path boundary, else null. */
const afterPrefix = (text: string, prefix: string): string | null => {
  if (!prefix || !text.startsWith(prefix)) return null;
  const rest = text.slice(prefix.length);
  return rest === '' || /^[/?#]/.test(rest) ? rest : null;
};

/** The path part of frontURL (e.g. '/portal' for 'https://host/portal/'), '' for none. */
const frontPathPrefix = (frontURL: string): string =>
  withoutTrailingSlash(cutQueryAndHash(frontURL.replace(ORIGIN, '')));

/**
 * The route of `href` as the permitted URL list names it (spec §2 Route behaviour): the part after
 * the configured front URL (or after the origin), without query and hash; '/' when empty.
 * frontURL is stripped first so a hash-style front URL ('https://host/#') also works.
 */
export function pathAfterFrontUrl(href: string, frontURL: string | undefined): string {
  const front = withoutTrailingSlash(frontURL ?? '');
  const afterFront = afterPrefix(href, front);
  if (afterFront !== null) return normalisePath(cutQueryAndHash(afterFront));
  const path = cutQueryAndHash(href.replace(ORIGIN, ''));
  const afterFrontPath = afterPrefix(path, frontPathPrefix(front));
  return normalisePath(afterFrontPath ?? path);
}

/** Page access: the path after frontURL must appear in the URL list returned at login. */
export function isUrlAllowed(href: string, session: Session): boolean {
  const path = pathAfterFrontUrl(href, session.globalData?.frontURL);
  return session.urlList.some((entry) => normalisePath(cutQueryAndHash(entry.url)) === path);
}
