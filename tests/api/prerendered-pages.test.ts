// The public pages as the build renders them to HTML (src/prerender/renderPublicPage.tsx, written into dist/ by
// scripts/vite/prerenderPublicPages.ts): a phone shows them before any script has run, so the HTML itself holds
// the page a visitor sees first, with its rules in <head>. Node, as at build time: no document, no session.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPublicPage } from '../../src/prerender/renderPublicPage';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** An element of the HTML with all of these attributes, in any order. */
const element = (tag: string, ...attributes: string[]) => new RegExp(`<${tag}${attributes.map((attribute) => `(?=[^>]*\\s${attribute})`).join('')}[^>]*>`);
/** The emotion ids of the class names in the HTML (class "css-abc" is id "abc"). */
const classIds = (html: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ').filter((name) => name.startsWith('css-')).map((name) => name.slice(4)));

describe('public pages rendered at build time', () => {
  it('/login holds the sign-in heading, its fields and the Login button, styled from one <style> in <head>', async () => {
    const { head, body } = await renderPublicPage('/login');
    expect(body).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(body).toMatch(element('input', 'name="email"', 'type="email"'));
    expect(body).toMatch(element('input', 'name="password"', 'type="password"'));
    expect(body).toMatch(new RegExp(`${element('button', 'type="submit"').source}Login</button>`));
    expect(body).toContain('Forgot password?');
    // the rules are in <head>, none beside the elements; every class name of the HTML has its rules there
    expect(body).not.toContain('<style');
    expect(count(head, /<style data-emotion="css /g)).toBe(1);
    // marked as in place (data-s), so emotion's cache adopts the element where it is instead of moving it
    const ids = head.match(/<style data-emotion="css ([^"]*)" data-s="">/)![1].split(' ');
    expect(classIds(body).length).toBeGreaterThan(10);
    for (const id of classIds(body)) expect(ids).toContain(id);
    // the plain parts' sheet (src/ui/plain/) first, as React puts it in the browser: the baseline, the card
    expect(head.indexOf('<style data-precedence="plain" data-href="plain-sheet"')).toBe(0);
    expect(head).not.toContain('css-global');
  });

  it('/events is plain elements only: its rules are the static sheets, no CSS-in-JS at all', async () => {
    const { head, body } = await renderPublicPage('/events');
    expect(head).toMatch(/^<style data-precedence="plain" data-href="plain-sheet public-events">/);
    expect(head).not.toContain('data-emotion');
    expect(body).not.toContain('<style');
    expect(classIds(body)).toEqual([]);
    expect(body).toMatch(/class="public-card"/);
  });

  it('/signup holds its heading and fields, /events its heading and the outlines holding the list\'s place', async () => {
    const signup = (await renderPublicPage('/signup')).body;
    expect(signup).toMatch(/<h1[^>]*>Sign Up<\/h1>/);
    expect(signup).toMatch(element('input', 'name="firstName"'));
    const events = await renderPublicPage('/events');
    expect(events.body).toMatch(/<h1[^>]*>Events<\/h1>/);
    expect(events.body).toContain('aria-busy="true"');
    expect(events.body).toContain('Loading events...');
    // its HTML asks for the first page of events (the address the page's own call uses), the others ask for none
    expect(events.calls).toEqual(['/api/event/public-events?page=1&perPage=10']);
    expect((await renderPublicPage('/login')).calls).toEqual([]);
  });

  it('renders every public page but "/" (the fallback page of every other address) and refuses a private one', async () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/login', '/signup', '/events', '/password-reset-member', '/user-inquiry-form']));
    expect(PRERENDERED_PATHS).not.toContain('/');
    await expect(renderPublicPage('/member/admin-dashboard')).rejects.toThrow('no public screen');
  });
});
