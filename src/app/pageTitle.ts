import { text } from '../i18n/text';

/** Page title of spec §2: the current menu item's title plus the product suffix, else "Welcome". */
export const composeTitle = (pageTitle?: string | null): string =>
  pageTitle ? `${pageTitle} | ${text('app.titleSuffix')}` : text('app.welcome');
