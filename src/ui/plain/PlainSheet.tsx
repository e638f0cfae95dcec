import css from './plainSheet.css?inline';

/**
 * The plain parts' style sheet (plainSheet.css), rendered once by the entry's app, so every page has it. React
 * hoists it into <head>; a page the build rendered to HTML carries it there already, and React adopts that copy
 * (same href) rather than adding a second.
 */
export const PlainSheet = () => (
  <style href="plain-sheet" precedence="plain">
    {css}
  </style>
);
