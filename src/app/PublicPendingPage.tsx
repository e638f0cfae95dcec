import { AuthCard } from '../features/auth/AuthCard';
import { PendingNotice } from './PendingNotice';

/** A public route whose page a later issue builds, in the card of every public page. */
export const PublicPendingPage = ({ title }: { title: string }) => (
  <AuthCard title={title}>
    <PendingNotice />
  </AuthCard>
);
