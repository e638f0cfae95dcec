/**
 * The API's reference page in Chromium: GET /api/docs renders the OpenAPI document from its first operation to its
 * last (Swagger UI draws the operations as they scroll into view), offline (no request leaves the API's own
 * origin), without a script error or a refused resource.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl, newPage, pageErrors, browserForFile } from './support/browser';

const session = browserForFile();

describe('the API reference page (/api/docs)', () => {
  it('renders /api/openapi.json from its first operation to its last, from the API alone', async () => {
    const openapi = (await (await fetch(`${apiUrl()}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(openapi.paths);
    expect(paths.length).toBeGreaterThan(300);

    const page = await newPage(session.browser);
    const origins = new Set<string>();
    const refused: string[] = [];
    page.on('request', (request) => void origins.add(new URL(request.url()).origin));
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${apiUrl()}/docs`);
    await page.getByRole('heading', { name: /Membership portal/ }).first().waitFor({ timeout: 30_000 });
    const shown = (path: string) => page.locator('.opblock-summary-path').getByText(path, { exact: true });
    await expect.poll(() => shown(paths[0]).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // down to the end of the page, as far as the operations drawn so far reach, until the last one is drawn
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return shown(paths[paths.length - 1]).count();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBeGreaterThan(0);

    // data: URLs are Swagger UI's own icons; everything else comes from the API's origin (it works offline)
    expect([...origins].filter((origin) => origin !== 'null')).toEqual([new URL(apiUrl()).origin]);
    expect(refused).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
