import { publicText } from '../i18n/publicText';

/** Spec §2 render-failure page; plain elements (src/ui/plain/plainSheet.css) so both shells can show it. */
export const ErrorPage = () => (
  <div role="alert" className="error-page">
    <h1 className="plain-h4 plain-gutter">{publicText('app.errorTitle')}</h1>
    <p className="plain-body1 plain-secondary">{publicText('app.errorBody')}</p>
  </div>
);
