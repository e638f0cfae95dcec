import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/app/routeTable';

/** The three routes of this work are built screens, each loading its page. */
describe('access-control and inquiry routes', () => {
  it.each([
    ['/user/usercreation', 'private', 'UserCreationPage'],
    ['/user/blockaccess', 'private', 'BlockAccessPage'],
    ['/user-inquiry-form', 'public', 'InquiryPage'],
  ])('%s is a %s screen', async (path, access, page) => {
    const entry = findRoute(path);
    expect(entry?.access).toBe(access);
    if (!entry) throw new Error(`${path} is not a built screen`);
    const loaded = await entry.load();
    expect(loaded.default.name).toBe(page);
  });
});
