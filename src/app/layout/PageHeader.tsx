import { Breadcrumbs, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';
import { pageHeading } from './pageHeading';
import { screenTitle } from '../../ui/screenTitle';
import { useSession } from '../../providers/useSession';

/** Breadcrumbs of the current menu item and the document title (spec §2), named as the route table names them. */
export const PageHeader = () => {
  const { pathname } = useLocation();
  const session = useSession();
  const { title, breadcrumbs } = pageHeading(session?.userMenu ?? [], pathname);
  useDocumentTitle(title);
  if (breadcrumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
      {breadcrumbs.map((node, index) => (
        <Typography
          key={node.id}
          variant="body2"
          color={index === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary'}
          aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
        >
          {screenTitle(node.url, node.title)}
        </Typography>
      ))}
    </Breadcrumbs>
  );
};
