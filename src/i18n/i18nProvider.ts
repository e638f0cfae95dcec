import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/** English only for now; allowMissing keeps raw server messages (not keys) readable. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
