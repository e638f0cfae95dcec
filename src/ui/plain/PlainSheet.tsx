import css from './plainSheet.css?inline';
import { StaticSheet } from './StaticSheet';

/** The plain parts' style sheet (plainSheet.css), rendered once by the entry's app, so every page has it. */
export const PlainSheet = () => <StaticSheet name="plain-sheet" css={css} />;
