import { PendingNotice } from './PendingNotice';
import { ScreenHeading } from './layout/ScreenHeading';

/** A private route whose screen a later issue builds: its title, as every screen heads itself, and the notice. */
export const PendingPage = () => (
  <>
    <ScreenHeading />
    <PendingNotice />
  </>
);
