import { PlainSpinner } from '../ui/plain/PlainSpinner';
import { publicText } from '../i18n/publicText';

/** Suspense fallback while a screen's chunk loads; plain, so the entry that shows it loads no MUI. */
export const PageLoading = () => (
  <div className="page-loading">
    <PlainSpinner label={publicText('app.loading')} />
  </div>
);
