/**
 * The browser tests hand a closed page on to the next test that asks for one (support/pagePool.ts): what the next
 * test gets must be as new as a page of a new context, or a test would pass or fail by what ran before it.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, pageErrors, signInAs } from './support/browser';
import { PHONE_DEVICE } from './support/phone';

const session = browserForFile();

describe('a page handed on to the next test', () => {
  it('is the same tab, signed out, without storage, cookies, routes or the last test\'s listeners', async () => {
    const first = await newPage(session.browser);
    await signInAs(first, 'member');
    await first.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    await first.context().addCookies([{ name: 'left', value: 'behind', url: first.url() }]);
    await first.route('**/api/**', (route) => route.abort());
    let heardAfterClose = 0;
    first.on('request', () => {
      heardAfterClose += 1;
    });
    await first.evaluate(() => setTimeout(() => {
      throw new Error('from the last test');
    }, 300));
    await first.context().close();
    heardAfterClose = 0;

    const next = await newPage(session.browser);
    expect(next).toBe(first);
    expect(next.url()).toMatch(/\/robots\.txt$/);
    await expect(next.evaluate(() => [sessionStorage.length, localStorage.length])).resolves.toEqual([0, 0]);
    await expect(next.context().cookies()).resolves.toEqual([]);
    // no route left: the API answers; and the signed-out app sends the visitor to the login screen
    await next.goto('/member/member-dashboard');
    await next.waitForURL((url) => url.pathname === '/login');
    await next.getByRole('button', { name: 'Login' }).waitFor();
    expect(heardAfterClose).toBe(0);
    expect(pageErrors.get(next)).toEqual([]);
    await next.context().close();
  });

  it('runs none of the last test\'s init scripts', async () => {
    const first = await newPage(session.browser);
    await first.addInitScript(() => {
      (window as unknown as { leftOver: boolean }).leftOver = true;
    });
    await first.context().close();
    const next = await newPage(session.browser);
    expect(next).toBe(first);
    await next.goto('/login');
    await expect(next.evaluate(() => 'leftOver' in window)).resolves.toBe(false);
    await next.context().close();
  });

  it('is not handed on once its test did what no reset undoes, nor to another device', async () => {
    const emulated = await newPage(session.browser);
    await emulated.emulateMedia({ reducedMotion: 'reduce' });
    await emulated.context().close();
    expect(emulated.isClosed()).toBe(true);

    const desktop = await newPage(session.browser);
    await desktop.context().close();
    const phone = await newPage(session.browser, PHONE_DEVICE);
    expect(phone).not.toBe(desktop);
    expect(phone.viewportSize()).toEqual(PHONE_DEVICE.viewport);
    await phone.context().close();

    const again = await newPage(session.browser);
    expect(again).toBe(desktop);
    await again.setViewportSize({ width: 800, height: 600 });
    await again.context().close();
    expect((await newPage(session.browser)).viewportSize()).toEqual({ width: 1366, height: 900 });
  });
});
