import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

/** Opened without a stashed row (a bookmark, a new tab): say so and lead back to the list. */
export const NoApplicationNotice = ({ listPath, listLabel }: { listPath: string; listLabel: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info">
      {translate(msg('applicationAdmin.notSelected'))}{' '}
      <Link component={RouterLink} to={listPath}>
        {translate(listLabel)}
      </Link>
    </Alert>
  );
};
