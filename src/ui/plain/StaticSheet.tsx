interface Props {
  /** The sheet's name: React keeps one element per name, however many parts render it. */
  name: string;
  css: string;
}

/**
 * A static style sheet of plain parts (a `?inline` CSS import). React hoists it into <head> once; a page the build
 * rendered to HTML carries it there already (src/prerender/hoistedSheets.ts), and React adopts that copy by its name.
 */
export const StaticSheet = ({ name, css }: Props) => (
  <style href={name} precedence="plain">
    {css}
  </style>
);
