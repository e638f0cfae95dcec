import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from 'react-admin';

/**
 * The side menu is exactly react-admin's drawer width on every page (its fixed inner box otherwise
 * sizes itself to the longest label), icons only when collapsed.
 */
export const sidebarWidth = (open: boolean): number => (open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH);

/** Long labels wrap onto a second line instead of being cut ("Accept New Membership Payment"). */
export const WRAPPING_LABEL = {
  whiteSpace: 'normal',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;
