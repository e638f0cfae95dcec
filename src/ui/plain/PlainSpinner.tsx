interface Props {
  /** A progress bar needs a name: what is loading. */
  label: string;
  size?: number;
  /**
   * Only turning, without the stroke that grows and shrinks: the compositor alone draws it, where the changing
   * stroke has the main thread restyle and repaint it every frame (MUI's disableShrink).
   */
  turning?: boolean;
}

/** MUI's CircularProgress as plain elements (plainSheet.css), for pages that load without MUI. */
export const PlainSpinner = ({ label, size = 40, turning = false }: Props) => (
  <span className={turning ? 'plain-spinner turning' : 'plain-spinner'} role="progressbar" aria-label={label} style={{ width: size, height: size }}>
    <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  </span>
);
