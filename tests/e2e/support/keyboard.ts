import type { Locator, Page } from 'playwright-core';

/**
 * Keyboard-only driving (tests/e2e/keyboard-journeys.e2e.ts): every move is a key press or typed text, never a
 * click, fill, check or selectOption; locators only find what to aim for and read what the page shows.
 */

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement);

/** What has the focus, for a failure message. */
const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${name.trim().slice(0, 60)}"`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user moves through the page;
 * fails when `max` presses never reach it (a control Tab skips, or a focus trap).
 */
export async function tabTo(target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  const page = target.page();
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} ${back ? 'Shift+Tab' : 'Tab'} presses never reached ${target}; the focus is on ${await focusedElement(page)}`);
}

/** Tabs to a text field and types `text` over whatever it held (Ctrl+A selects it first). */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await tabTo(field);
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

/** Tabs to a button (or link) and presses Enter, or Space with `key`. */
export async function activate(control: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await tabTo(control);
  await control.page().keyboard.press(key === ' ' ? 'Space' : key);
}

/** The name of the option the arrow keys are on: the focused one (a select's menu) or the input's active descendant (an autocomplete). */
const currentOption = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const id = focused?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : focused?.getAttribute('role') === 'option' ? focused : null;
    return option?.textContent?.trim() ?? null;
  });

/** Presses ArrowDown until the list is on `option`, then Enter. */
async function arrowTo(page: Page, option: string, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if ((await currentOption(page)) === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached the option "${option}"; on ${await currentOption(page)}`);
}

/** A select (MUI's, role combobox): Tab to it, open its menu with ArrowDown, arrow to `option`, Enter. */
export async function selectWithKeys(combobox: Locator, option: string): Promise<void> {
  const page = combobox.page();
  await tabTo(combobox);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await arrowTo(page, option);
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** An autocomplete: Tab to it, type `typed` to narrow its options, arrow to `option`, Enter. */
export async function pickWithKeys(input: Locator, typed: string, option: string): Promise<void> {
  const page = input.page();
  await typeInto(input, typed);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  await arrowTo(page, option);
}

const intercepting = new WeakSet<Page>();

/**
 * Playwright takes file choosers over only while a 'filechooser' listener exists, and turns that on and off as
 * listeners come and go: a key pressed right after waitForEvent may open the real chooser first. One listener
 * kept for the page's life keeps them taken over.
 */
async function interceptFileChoosers(page: Page): Promise<void> {
  if (intercepting.has(page)) return;
  intercepting.add(page);
  page.on('filechooser', () => undefined);
  await page.evaluate(() => undefined); // a round trip: the take-over is on before the next key
}

/** Tabs to a file picker's button, presses Enter and answers the browser's file chooser with `file`. */
export async function chooseFileWithKeys(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const page = button.page();
  await interceptFileChoosers(page);
  await tabTo(button);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(file);
}
