/**
 * The API's reference page in Chromium: GET /api/docs renders the whole OpenAPI document (every operation, with
 * its summary), offline (no request leaves the API's own origin), without a script error or a refused resource.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl, newPage, pageErrors, browserForFile } from './support/browser';

const session = browserForFile();

describe('the API reference page (/api/docs)', () => {
  it('renders every operation of /api/openapi.json from the API alone', async () => {
    const document = (await (await fetch(`${apiUrl()}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).filter((key) => key !== 'parameters').length, 0);

    const page = await newPage(session.browser);
    const origins = new Set<string>();
    const refused: string[] = [];
    page.on('request', (request) => void origins.add(new URL(request.url()).origin));
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${apiUrl()}/api/docs`);
    await page.getByRole('heading', { name: /Membership portal/ }).first().waitFor({ timeout: 30_000 });
    // Swagger UI draws every operation of every tag (collapsed): one block per operation.
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBe(operations);
    await expect(page.locator('.opblock-summary-path', { hasText: '/api/event/public-events' }).first().isVisible()).resolves.toBe(true);

    // data: URLs are Swagger UI's own icons; everything else comes from the API's origin (it works offline)
    expect([...origins].filter((origin) => origin !== 'null')).toEqual([new URL(apiUrl()).origin]);
    expect(refused).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
