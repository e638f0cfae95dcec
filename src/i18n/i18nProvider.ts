import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';

/** react-admin's English texts plus the portal's; merged here so public pages never load the former. */
const messages = { ...englishMessages, ...en };

/** English only for now; allowMissing keeps raw server messages (not keys) readable. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
