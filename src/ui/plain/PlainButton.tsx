import type { ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  /** MUI's outlined button in the primary colour, or its small text button in the colour around it. */
  variant: 'outlined' | 'text-small';
  fullWidth?: boolean;
}

/** MUI's Button as a plain <button> (plainSheet.css), for pages that load without MUI. */
export const PlainButton = ({ variant, fullWidth = false, ...button }: Props) => (
  <button type="button" className={`plain-button ${variant}${fullWidth ? ' full-width' : ''}`} {...button} />
);
