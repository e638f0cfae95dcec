/**
 * The app bar's height in theme spacing units, on a phone and wider: the page starts below it, and so do the
 * toasts, which must never cover its buttons.
 */
export const APP_BAR_SPACING = { phone: 7, wide: 6 } as const;
