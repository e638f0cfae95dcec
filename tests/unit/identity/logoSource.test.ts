import { describe, expect, it } from 'vitest';
import { logoSource } from '../../../src/ui/identity/logoSource';

describe("logoSource (Global Details' logoPath is free text)", () => {
  it.each(['/logo.svg', '/uploads/brand-logo.png', 'https://cdn.example.org/logo.png', 'http://localhost:5173/logo.svg'])('loads %s', (path) => {
    expect(logoSource(path)).toBe(path);
  });

  it('trims the path', () => expect(logoSource('  /logo.svg ')).toBe('/logo.svg'));

  it.each(['', '   ', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/logo.png', '/\\evil.example', 'logo.svg', undefined])('loads nothing for %s', (path) => {
    expect(logoSource(path)).toBeNull();
  });
});
