import { describe, expect, it } from 'vitest';
import { hasParams, matchRoutePath, pathFinder } from '../../../src/routing/routePaths';
import { decideRoute } from '../../../src/app/decideRoute';
import { findRoute } from '../../../src/app/routeTable';
import { routeParamsOf } from '../../../src/routing/routeFacts';

// Route paths with parameters: one matcher for the facts and the pages; exact paths first, then patterns.
describe('route paths with parameters', () => {
  it('matches one non-empty segment per parameter and hands it back decoded', () => {
    expect(matchRoutePath('/verify/:code', '/verify/ABCD')).toEqual({ code: 'ABCD' });
    expect(matchRoutePath('/verify/:code', '/verify/ABCD/')).toEqual({ code: 'ABCD' });
    expect(matchRoutePath('/verify/:code', '/verify/a%20b')).toEqual({ code: 'a b' });
    for (const path of ['/verify', '/verify/', '/verify/A/B', '/verifyx/A', '/VERIFY/A', '/verify/%E0%A4%A']) expect(matchRoutePath('/verify/:code', path), path).toBeNull();
    expect(matchRoutePath('/user/all', '/user/all')).toEqual({});
    expect(hasParams('/verify/:code')).toBe(true);
    expect(hasParams('/user/all')).toBe(false);
  });

  it('finds an exact path before a pattern that would match it too', () => {
    const find = pathFinder([{ path: '/a/:id', name: 'pattern' }, { path: '/a/new', name: 'exact' }]);
    expect(find('/a/new')?.name).toBe('exact');
    expect(find('/a/7')?.name).toBe('pattern');
    expect(find('/b/7')).toBeUndefined();
  });

  it('opens /verify/<code> to visitors and signed-in users alike, and gives the page its code', () => {
    expect(findRoute('/verify/ABCDEFGHIJKLMNOP')?.name).toBe('verifyDocument');
    expect(decideRoute('/verify/ABCDEFGHIJKLMNOP', false)).toBe('public');
    expect(decideRoute('/verify/ABCDEFGHIJKLMNOP', true)).toBe('public');
    expect(decideRoute('/verify', false)).toBe('notFound');
    expect(decideRoute('/verify/A/B', true)).toBe('notFound');
    expect(routeParamsOf('/verify/ABCDEFGHIJKLMNOP')).toEqual({ code: 'ABCDEFGHIJKLMNOP' });
    expect(routeParamsOf('/login')).toEqual({});
  });
});
