import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Public pages load on phones: the entry and every public page must reach no react-admin package
 * through static runtime imports (type-only imports and lazy import() are fine).
 */
const ROOT = resolve(__dirname, '../../..');
const PUBLIC_ENTRIES = [
  'src/main.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/features/auth/forgotPassword/ForgotPasswordPage.tsx',
  'src/features/inquiry/InquiryPage.tsx',
  'src/features/auth/signup/SignUpPage.tsx',
  'src/features/events/PublicEventsPage.tsx',
  'src/app/NotFoundPage.tsx',
];
// ra-language-english too: src/i18n/i18nProvider.ts (admin shell only) merges it, never en.ts.
// @mui/material/TextField too: it carries Select, Menu, Popover and Modal (LightTextField instead).
// react-router too: ~30 KiB gzip, one module whatever is imported of it (src/routing/location/ instead).
// The date picker (MUI X with its dayjs adapter) too: a screen with dates loads it with import(), so it never
// weighs on the public pages (Lighthouse, npm run bench).
const FORBIDDEN =
  /^(react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot|ra-language-english|react-router|react-router-dom|@mui\/x-date-pickers|dayjs)(\/|$)|^@mui\/material\/TextField$/;
// `import x from 'y'`, `import { a, type B } from 'y'`, `export * from 'y'`, `import 'y'` — not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolveLocal = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
};

const runtimeImports = (file: string): { packages: string[]; files: string[] } => {
  const source = readFileSync(file, 'utf8');
  const packages: string[] = [];
  const files: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const spec = match[1];
    if (spec.startsWith('.')) {
      const local = resolveLocal(file, spec);
      if (local) files.push(local);
    } else packages.push(spec);
  }
  return { packages, files };
};

const reachablePackages = (entries: string[], seen = new Set<string>()): Map<string, string> => {
  const found = new Map<string, string>();
  const queue = entries.map((e) => resolve(ROOT, e));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { packages, files } = runtimeImports(file);
    for (const pkg of packages) if (!found.has(pkg)) found.set(pkg, file);
    queue.push(...files);
  }
  return found;
};

describe('public bundle', () => {
  it('reaches no react-admin package (nor react-router, nor the date picker) from the entry or a public page', () => {
    const offenders = [...reachablePackages(PUBLIC_ENTRIES)].filter(([pkg]) => FORBIDDEN.test(pkg));
    expect(offenders).toEqual([]);
  });

  it("reaches only the public texts (src/i18n/enPublic.ts), never the signed-in app's catalogue", () => {
    const files = new Set<string>();
    reachablePackages(PUBLIC_ENTRIES, files);
    const catalogues = ['src/i18n/en.ts', 'src/i18n/text.ts'].filter((file) => files.has(resolve(ROOT, file)));
    expect(catalogues).toEqual([]);
    expect(files.has(resolve(ROOT, 'src/i18n/enPublic.ts'))).toBe(true);
  });

  it('reaches no MUI nor its styling engine from the entry or /events: plain elements with static sheets (src/ui/plain/)', () => {
    const styled = [...reachablePackages(['src/main.tsx', 'src/features/events/PublicEventsPage.tsx'])].filter(([pkg]) => /^@(mui|emotion)\//.test(pkg));
    expect(styled).toEqual([]);
    // the walker sees MUI where a page uses it
    expect([...reachablePackages(['src/features/auth/LoginPage.tsx']).keys()].some((pkg) => pkg.startsWith('@mui/'))).toBe(true);
  });

  it('the walker does see react-admin in the admin shell (guards the test itself)', () => {
    const packages = reachablePackages(['src/app/AdminApp.tsx']);
    expect([...packages.keys()]).toContain('react-admin');
  });
});
