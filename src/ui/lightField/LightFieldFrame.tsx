/**
 * The outlined field of the public pages, in plain elements: MUI's outlined TextField look (floating label,
 * notched outline, focus, error and touched-valid colours, helper text) from one style rule, without MUI's FormControl,
 * InputLabel, OutlinedInput and InputBase (~7 KiB gzip of /login: npm run bench). The label floats when the
 * control is focused, filled or autofilled, in CSS.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const CLASSES = {
  label: 'LightField-label',
  box: 'LightField-box',
  control: 'LightField-control',
  outline: 'LightField-outline',
  adornment: 'LightField-adornment',
  helper: 'LightField-helper',
};
const FOCUSED = `&:has(.${CLASSES.control}:focus)`;
/** Each in a rule of its own: a browser that does not know one selector drops that rule only (focus: below). */
const FLOATING = ['&[data-float]', '&[data-filled]', `&:has(.${CLASSES.control}:autofill)`, `&:has(.${CLASSES.control}:-webkit-autofill)`];

const Root = styled('div')(({ theme }) => {
  const { palette, typography, transitions, shape } = theme;
  /** A state's colours, hovered or not (and focused: see the selectors below). */
  const stateColours = (text: string, border: string) => ({
    [`& .${CLASSES.label}, & .${CLASSES.helper}`]: { color: text },
    [`& .${CLASSES.outline}, & .${CLASSES.box}:hover .${CLASSES.outline}`]: { borderColor: border },
  });
  /** Both selectors: a state shows focused or not (the focused rule is the more specific, hence the second one). */
  const inState = (flag: string, colours: object) =>
    Object.fromEntries([`&[${flag}]`, `&[${flag}]:has(.${CLASSES.control}:focus)`].map((selector) => [selector, colours]));
  const floatedLabel = { userSelect: 'none', pointerEvents: 'auto', maxWidth: 'calc(133% - 32px)', transform: 'translate(14px, -9px) scale(0.75)' } as const;
  const notch = { maxWidth: '100%', transition: transitions.create('max-width', { duration: 100, easing: transitions.easing.easeOut, delay: 50 }) };
  const floated = { [`& .${CLASSES.label}`]: floatedLabel, [`& .${CLASSES.outline} > legend`]: notch };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    '&[data-full-width]': { width: '100%' },
    [`& .${CLASSES.label}`]: {
      ...typography.body1,
      color: palette.text.secondary,
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      transition: transitions.create(['color', 'transform', 'max-width'], { duration: transitions.duration.shorter, easing: transitions.easing.easeOut }),
    },
    [`& .${CLASSES.box}`]: {
      ...typography.body1,
      color: palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: shape.borderRadius,
    },
    [`&[data-adorned] .${CLASSES.box}`]: { paddingRight: 14 },
    [`& .${CLASSES.control}`]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    [`&[data-adorned] .${CLASSES.control}`]: { paddingRight: 0 },
    [`& .${CLASSES.outline}`]: {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
      '& > legend': {
        float: 'unset',
        width: 'auto',
        overflow: 'hidden',
        display: 'block',
        padding: 0,
        height: 11,
        fontSize: '0.75em',
        visibility: 'hidden',
        maxWidth: 0.01,
        transition: transitions.create('max-width', { duration: 50, easing: transitions.easing.easeOut }),
        whiteSpace: 'nowrap',
        '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
      },
    },
    [`& .${CLASSES.box}:hover .${CLASSES.outline}`]: { borderColor: palette.text.primary },
    '@media (hover: none)': { [`& .${CLASSES.box}:hover .${CLASSES.outline}`]: { borderColor: 'rgba(0, 0, 0, 0.23)' } },
    [`& .${CLASSES.adornment}`]: {
      display: 'flex',
      height: '0.01em',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: palette.action.active,
      marginLeft: 8,
    },
    [`& .${CLASSES.helper}`]: { ...typography.caption, color: palette.text.secondary, textAlign: 'left', margin: '3px 14px 0' },
    ...Object.fromEntries(FLOATING.map((selector) => [selector, floated])),
    [FOCUSED]: {
      [`& .${CLASSES.label}`]: { ...floatedLabel, color: palette.primary.main },
      [`& .${CLASSES.outline}`]: { borderColor: palette.primary.main, borderWidth: 2 },
      [`& .${CLASSES.outline} > legend`]: notch,
    },
    // touched and valid (spec §5): green, the label in the darker green (text: 4.5:1 on white), the outline 3:1
    ...inState('data-valid', stateColours(palette.success.dark, palette.success.main)),
    // an error shows in red, focused or not; after the green, so that it wins should both be set
    ...inState('data-error', stateColours(palette.error.main, palette.error.main)),
  };
});

export interface LightFieldFrameProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  helperId: string;
  helperText?: ReactNode;
  error?: boolean;
  /** Touched and valid (spec §5): the label and the outline in green. An error wins. */
  valid?: boolean;
  fullWidth?: boolean;
  /** The control has a value: the label floats above it. */
  filled: boolean;
  /** The label always floats (a select always shows its chosen text). */
  alwaysFloat?: boolean;
  endAdornment?: ReactNode;
  /** The input or select, with className={LIGHT_FIELD_CONTROL}. */
  children: ReactNode;
}

export const LIGHT_FIELD_CONTROL = CLASSES.control;

/**
 * Whether a light field has been touched (left once, as react-hook-form's onTouched): `valid` on the frame only
 * once it is, so a field is not green while the user is still on it for the first time.
 */
export const useTouched = (): [touched: boolean, onBlur: () => void] => {
  const [touched, setTouched] = useState(false);
  return [touched, useCallback(() => setTouched(true), [])];
};

const flag = (on: boolean | undefined) => (on ? '' : undefined);

export const LightFieldFrame = ({ id, label, helperId, helperText, error, valid, fullWidth, filled, alwaysFloat, endAdornment, children }: LightFieldFrameProps) => (
  <Root
    data-full-width={flag(fullWidth)}
    data-filled={flag(filled)}
    data-float={flag(alwaysFloat)}
    data-error={flag(error)}
    data-valid={flag(valid && !error)}
    data-adorned={flag(Boolean(endAdornment))}
  >
    <label className={CLASSES.label} htmlFor={id}>
      {label}
    </label>
    <div className={CLASSES.box}>
      {children}
      {endAdornment && <div className={CLASSES.adornment}>{endAdornment}</div>}
      <fieldset aria-hidden="true" className={CLASSES.outline}>
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
    {helperText && (
      <p className={CLASSES.helper} id={helperId}>
        {helperText}
      </p>
    )}
  </Root>
);
