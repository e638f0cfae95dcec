/**
 * react-admin's layout frame (its Layout's markup, class names and styles, so the theme, the screens and the tests
 * see the same page), without the parts of its Layout this portal never shows: the default app bar, user menu,
 * locale and theme menus, the default menu and the preferences inspector. Those pulled ~30 KiB gzip of code
 * (forms, menus, popovers) into the dashboard's first load (npm run bench).
 */
import { memo, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GlobalStyles } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { ErrorBoundary } from '../ErrorBoundary';
import { APP_BAR_SPACING } from './appBarHeight';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

const PREFIX = 'RaLayout';
const CLASSES = { appFrame: `${PREFIX}-appFrame`, contentWithSidebar: `${PREFIX}-contentWithSidebar`, content: `${PREFIX}-content` };

const Frame = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  // react-admin grows to fit its widest content; the portal keeps the page to the viewport's width, so that the
  // page header and a screen's actions stay on a phone's screen
  minWidth: 0,
  width: '100%',
  [`& .${CLASSES.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(APP_BAR_SPACING.wide),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(APP_BAR_SPACING.phone) },
  },
  [`& .${CLASSES.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  [`& .${CLASSES.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/**
 * Whatever the browser brings into view (the focused field or button, a link's target, a test's click) lands below
 * the app bar, with a little room: scrolling up brings the bar back over the page's top edge, and a control it
 * covered could not be seen or clicked (WCAG 2.2, focus not obscured).
 */
const clearOfTheBar = (theme: Theme) => ({
  html: {
    scrollPaddingTop: theme.spacing(APP_BAR_SPACING.wide + 1),
    [theme.breakpoints.down('sm')]: { scrollPaddingTop: theme.spacing(APP_BAR_SPACING.phone + 1) },
  },
});
/** One element for every render: the layout re-renders as auth settles, which need not restyle the document. */
const barClearance = <GlobalStyles styles={clearOfTheBar} />;

/**
 * The bar and the side menu follow their own state (session, sidebar, location): react-admin re-renders the layout
 * as its auth and permission checks settle, which need not redraw them (on a slow phone each redraw shows).
 */
const AppBarOnce = memo(PortalAppBar);
const SideMenu = memo(function SideMenu() {
  return (
    <Sidebar>
      <PortalMenu />
    </Sidebar>
  );
});

/** A screen's render failure shows the spec §2 error page inside the frame; the next location clears it. */
const ScreenBoundary = ({ children }: { children: ReactNode }) => <ErrorBoundary resetKey={useLocation().pathname}>{children}</ErrorBoundary>;

export const LayoutFrame = ({ children }: { children: ReactNode }) => (
  <Frame className="layout">
    {barClearance}
    <SkipNavigationButton />
    <div className={CLASSES.appFrame}>
      <AppBarOnce />
      {/* the side menu beside the main landmark, not inside it (react-admin wraps both in <main>) */}
      <div className={CLASSES.contentWithSidebar}>
        <SideMenu />
        <main id="main-content" className={CLASSES.content}>
          <ScreenBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ScreenBoundary>
        </main>
      </div>
    </div>
  </Frame>
);
