import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from 'react-admin';

/**
 * The side menu is exactly react-admin's drawer width on every page (its fixed inner box otherwise
 * sizes itself to the longest label), icons only when collapsed.
 */
export const sidebarWidth = (open: boolean): number => (open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH);

/** Open, a long label wraps onto a second line instead of being cut ("Accept New Membership Payment"). */
const WRAPPING_LABEL = {
  whiteSpace: 'normal',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/**
 * Collapsed to icons, the label is not drawn rather than cut at the icon column's edge: the item's tooltip
 * shows it whole (and names the link for screen readers), and every row keeps one icon's height.
 */
const ICON_ONLY_LABEL = { '& .MuiTypography-root': { display: 'none' } } as const;

/** How a menu row shows its label: wrapped whole when the menu is open, in its tooltip when collapsed. */
export const menuLabelStyle = (open: boolean) => (open ? WRAPPING_LABEL : ICON_ONLY_LABEL);

/** Sub menu items step in by depth when the menu is open; collapsed, every icon stands in the one column. */
export const menuIndent = (open: boolean, depth: number): number => (open ? 2 + depth * 2 : 2);
