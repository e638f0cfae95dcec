import { AuthCard } from '../ui/publicPage/AuthCard';
import { publicText } from '../i18n/publicText';

/** Spec §2 404 for a visitor (not logged in): in the public pages' card, with the way back to sign in. */
export const NotFoundPage = () => (
  <AuthCard title={publicText('app.notFound')}>
    <p className="plain-body1 plain-secondary">{publicText('app.notFoundHint')}</p>
  </AuthCard>
);
