import { publicText } from '../i18n/publicText';

/** Page title of spec §2: the current menu item's title plus the product suffix, else "Welcome". */
export const composeTitle = (pageTitle?: string | null): string =>
  pageTitle ? `${pageTitle} | ${publicText('app.titleSuffix')}` : publicText('app.welcome');
