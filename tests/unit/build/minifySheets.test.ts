// The static sheets a prerendered page carries in <head> are minified at build time (scripts/vite/minifySheets.ts).
import { describe, expect, it } from 'vitest';
import { minifySheets } from '../../../scripts/vite/minifySheets';

describe('minifySheets', () => {
  it("minifies React's hoisted sheets and leaves emotion's rules as they are", () => {
    const head =
      '<style data-precedence="plain" data-href="plain-sheet">/* why */\n.plain-stack > :not(style) ~ :not(style) { margin-top: 16px; }\n</style>' +
      '<style data-emotion="css abc" data-s="">.css-abc{ color : red }</style>';
    expect(minifySheets(head)).toBe(
      '<style data-precedence="plain" data-href="plain-sheet">.plain-stack>:not(style)~:not(style){margin-top:16px}</style>' +
        '<style data-emotion="css abc" data-s="">.css-abc{ color : red }</style>',
    );
  });
});
