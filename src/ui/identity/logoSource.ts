/**
 * Global Details keeps logoPath as free text: only a path on this site or an http(s) address is loaded, never
 * another scheme; otherwise the portal's own logo (public/logo.svg, the seed's logoPath) stands in.
 */
const LOADABLE = /^(?:\/(?![/\\])|https?:\/\/)\S*$/i;

/** The portal's own logo, shipped with the app. */
export const DEFAULT_LOGO = `${import.meta.env.BASE_URL}logo.svg`;

/** The address to load the institute's logo from, or null when logoPath names none that may be loaded. */
export const logoSource = (logoPath: string | undefined): string | null => {
  const path = logoPath?.trim() ?? '';
  return LOADABLE.test(path) ? path : null;
};
