import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from 'playwright-core';

/**
 * A page a test has closed (or left open at its file's end) is kept and handed to the next request for a page of
 * the same device, in the same test worker, instead of a new context: a new context means a new renderer process
 * that fetches, parses and compiles the app's JavaScript again (about 1.3 CPU-s on this machine, ~80 pages a run).
 * Handing on is only done when a reset leaves the page as a new one would be: its listeners, routes and init
 * scripts removed, a blank document of the app's origin, storage and cookies cleared, the mouse in the corner, the
 * viewport as asked. A page whose test did what no reset undoes (exposed functions, a fake clock, emulated media,
 * context routes, extra headers, offline, permissions, timeouts, another origin, a second page in its context) is
 * closed as before.
 */

type Listener = (...args: unknown[]) => unknown;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): unknown;
}

/** What no reset undoes, on a page and on its context: calling any of these keeps the page from being handed on. */
const PAGE_LASTING = [
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const CONTEXT_LASTING = [
  ...PAGE_LASTING.filter((name) => name !== 'emulateMedia'),
  'route',
  'setOffline',
  'grantPermissions',
  'setGeolocation',
  'setHTTPCredentials',
];

/** A same-origin document without the app: storage can be cleared there, and nothing of the last test keeps running. */
const BLANK_PATH = '/robots.txt';

interface Kept {
  dirty: boolean;
  /** The init scripts the tests added: removed by the reset. */
  initScripts: Disposable[];
  pageListeners: Set<Listener>;
  contextListeners: Set<Listener>;
}

/** How many closed pages of one device a browser keeps: enough for a test that has a few open at once. */
const MOST_KEPT = 3;

const idleByBrowser = new WeakMap<Browser, Map<string, Page[]>>();

/** Playwright's pages and contexts are event emitters; its types leave out the methods read here. */
const asEmitter = (target: Page | BrowserContext): Emitter => target as unknown as Emitter;

const listenersOf = (emitter: Emitter): Set<Listener> => new Set(emitter.eventNames().flatMap((event) => emitter.listeners(event)));

/** Removes the listeners added since `kept` was taken (off() also ends the event's subscription). */
function removeAddedListeners(emitter: Emitter, kept: Set<Listener>): void {
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.listeners(event)) if (!kept.has(listener)) emitter.off(event, listener);
  }
}

/** Makes each named method of `target` (and its clock) mark the page as not to be handed on; keeps its init scripts. */
function markDirtyOn(target: object, methods: string[], markDirty: () => void, initScripts: Disposable[]): void {
  const methodsOf = target as Record<string, unknown>;
  for (const name of methods) {
    const original = methodsOf[name];
    if (typeof original !== 'function') continue;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        markDirty();
        return (original as Listener).apply(target, args);
      },
    });
  }
  const addInitScript = methodsOf.addInitScript as Listener;
  Object.defineProperty(target, 'addInitScript', {
    configurable: true,
    value: async (...args: unknown[]) => {
      const script = (await addInitScript.apply(target, args)) as Disposable;
      initScripts.push(script);
      return script;
    },
  });
  const clock = methodsOf.clock;
  Object.defineProperty(target, 'clock', {
    configurable: true,
    get: () => {
      markDirty();
      return clock;
    },
  });
}

/** Leaves the page as a new one would be; false when it cannot be (then it is closed instead). */
async function reset(page: Page, kept: Kept, device: BrowserContextOptions): Promise<boolean> {
  const context = page.context();
  if (kept.dirty || page.isClosed() || context.pages().length !== 1) return false;
  try {
    removeAddedListeners(asEmitter(page), kept.pageListeners);
    removeAddedListeners(asEmitter(context), kept.contextListeners);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of kept.initScripts.splice(0)) await script.dispose();
    await page.goto(BLANK_PATH);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await context.clearCookies();
    await page.mouse.move(0, 0);
    const size = page.viewportSize();
    if (device.viewport && (size?.width !== device.viewport.width || size?.height !== device.viewport.height)) await page.setViewportSize(device.viewport);
    return !kept.dirty;
  } catch {
    return false;
  }
}

/**
 * A page of the device: one a test of this browser closed, reset, or else a new one in its own context. `watch`
 * adds the caller's own listeners to a new page (they stay across hand-ons); `onKept(page)` is told when the page
 * is kept rather than closed. Closing the page or its context hands it on when it can be.
 */
export async function pooledPage(
  browser: Browser,
  device: BrowserContextOptions,
  { watch, onKept }: { watch: (page: Page) => void; onKept: (page: Page) => void },
): Promise<Page> {
  const key = JSON.stringify(device);
  const idleByDevice = idleByBrowser.get(browser) ?? new Map<string, Page[]>();
  idleByBrowser.set(browser, idleByDevice);
  const idle = idleByDevice.get(key) ?? [];
  idleByDevice.set(key, idle);
  const handedOn = idle.pop();
  if (handedOn) return handedOn;

  const context: BrowserContext = await browser.newContext(device);
  const page = await context.newPage();
  const baseOrigin = device.baseURL ? new URL(device.baseURL).origin : null;
  const kept: Kept = { dirty: false, initScripts: [], pageListeners: new Set(), contextListeners: new Set() };
  const markDirty = () => {
    kept.dirty = true;
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== 'about:blank' && new URL(frame.url()).origin !== baseOrigin) markDirty();
  });
  watch(page);
  kept.pageListeners = listenersOf(asEmitter(page));
  kept.contextListeners = listenersOf(asEmitter(context));
  markDirtyOn(page, PAGE_LASTING, markDirty, kept.initScripts);
  markDirtyOn(context, CONTEXT_LASTING, markDirty, kept.initScripts);

  const closeContext = context.close.bind(context);
  const handOn = async (options?: { reason?: string }): Promise<void> => {
    if (idle.includes(page)) return; // already handed on
    if (idle.length < MOST_KEPT && (await reset(page, kept, device))) {
      idle.push(page);
      onKept(page);
      return;
    }
    await closeContext(options);
  };
  context.close = handOn;
  page.close = handOn;
  return page;
}
