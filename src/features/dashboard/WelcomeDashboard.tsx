import { Box, Grid, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { text } from '../../i18n/text';
import { useSession } from '../../app/layout/useSession';
import { menuIcon } from '../../app/layout/menuIcons';
import { menuLinks, menuPath } from '../../app/layout/menuTree';
import type { SessionUser } from '../../domain/auth';
import { LinkCard } from './LinkCard';

const roleText = (user: SessionUser): string =>
  user.userRoleName ? text('dashboard.role', { role: user.userRoleName }) : text('dashboard.roleFallback', { id: user.userRoleID });

/**
 * The landing page of the three roles (/member/admin-dashboard, application-dashboard,
 * member-dashboard): a greeting, the role, and the user's menu as quick-link cards.
 */
export const WelcomeDashboard = () => {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return null;
  const { user } = session;
  const links = menuLinks(session.userMenu).filter((item) => menuPath(item.url ?? '') !== pathname);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {text('dashboard.greeting', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {roleText(user)}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {text('dashboard.quickLinks')}
      </Typography>
      {links.length === 0 ? (
        <Typography color="text.secondary">{text('dashboard.noLinks')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {links.map((item) => {
            const Icon = menuIcon(item.icon);
            return (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <LinkCard title={item.title} to={menuPath(item.url ?? '/')} icon={<Icon color="primary" />} />
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
};
