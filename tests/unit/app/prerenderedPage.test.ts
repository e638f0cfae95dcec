import { beforeEach, describe, expect, it } from 'vitest';
import { keepPrerenderedPageIfFits } from '../../../src/app/prerenderedPage';

/** #root as the build wrote it for `path` (scripts/vite/prerenderPublicPages.ts). */
const prerendered = (path: string): HTMLElement => {
  const root = document.createElement('div');
  root.setAttribute('data-prerendered', path);
  root.innerHTML = '<h1>Sign in</h1><form><input name="email"></form>';
  return root;
};

beforeEach(() => document.body.replaceChildren());

describe('the entry keeps a page rendered at build time only for whom it fits', () => {
  it('a visitor at its path keeps it (the app hydrates it)', () => {
    const root = prerendered('/login');
    keepPrerenderedPageIfFits(root, '/login', false);
    expect(root.querySelector('h1')?.textContent).toBe('Sign in');
  });

  it('a signed-in user does not see the sign-in form: #root is emptied at once (they go on to their landing page)', () => {
    const root = prerendered('/login');
    keepPrerenderedPageIfFits(root, '/login', true);
    expect(root.childNodes).toHaveLength(0);
  });

  it('another path (the file served for the wrong address) is emptied too, and a page without one is left alone', () => {
    const root = prerendered('/login');
    keepPrerenderedPageIfFits(root, '/signup', false);
    expect(root.childNodes).toHaveLength(0);
    const plain = document.createElement('div');
    plain.innerHTML = '<p>kept</p>';
    keepPrerenderedPageIfFits(plain, '/member/admin-dashboard', true);
    expect(plain.textContent).toBe('kept');
  });
});
