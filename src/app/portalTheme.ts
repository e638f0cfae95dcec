import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { text } from '../i18n/text';

/**
 * react-admin's light theme with colours that read (WCAG 2 AA, 4.5:1; tests/e2e/accessibility.e2e.ts):
 * - the app bar (secondary) one shade darker: white on react-admin's #2196f3 is 3.1:1, on #0069c0 5.6:1;
 * - primary one shade darker: #1976d2 text on the page's #fafafb is 4.4:1, on an info alert 4.1:1; #1565c0 5.5:1;
 * - coloured surfaces (chips, buttons, alerts' filled variants) take dark text where white would not reach
 *   4.5:1 (MUI's contrastThreshold, 3 by default): the orange "waiting" chips, info;
 * - an unselected toggle button (List / Calendar) in the secondary text colour: MUI's action.active grey is 4.5:1 on
 *   the page and 4.47:1 under the pointer.
 * And every progress indicator is named "Loading..." unless it says otherwise (a progressbar needs a name): the app
 * bar's, the screens' and react-admin's own spinners; the plain ones (src/ui/plain/) take the primary colour from the
 * sheet's variable, which the theme sets while a signed-in page shows. Someone whose system asks for reduced motion
 * gets none: dialogs, menus and the app bar appear and go at once (and the plain sheet stops every CSS animation).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const PRIMARY = '#1565c0';
const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const portalTheme: RaThemeOptions = deepmerge(defaultTheme, {
  ...(reducedMotion ? { transitions: NO_MOTION } : {}),
  palette: {
    contrastThreshold: 4.5,
    primary: { light: '#1976d2', main: PRIMARY, dark: '#0d47a1' },
    secondary: { light: '#2196f3', main: '#0069c0', dark: '#004c8c', contrastText: '#fff' },
  },
  components: {
    MuiCssBaseline: { styleOverrides: { ':root': { '--plain-primary': PRIMARY } } },
    MuiCircularProgress: { defaultProps: { 'aria-label': text('engine.loading') } },
    MuiLinearProgress: { defaultProps: { 'aria-label': text('engine.loading') } },
    MuiToggleButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }) } },
  },
} satisfies RaThemeOptions);
