import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { text } from '../../i18n/text';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { useSession } from '../../app/layout/useSession';
import type { SessionUser } from '../../domain/auth';
import { MenuCardGroups } from './MenuCardGroups';

const roleText = (user: SessionUser): string =>
  user.userRoleName ? text('dashboard.role', { role: user.userRoleName }) : text('dashboard.roleFallback', { id: user.userRoleID });

/**
 * The landing page of the three roles (/member/admin-dashboard, application-dashboard,
 * member-dashboard): the dashboard's name, a greeting, the role, and the user's menu as link cards.
 */
export const WelcomeDashboard = () => {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return null;
  const { user } = session;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <>
      <ScreenHeading />
      <Typography variant="subtitle1">{text('dashboard.greeting', { name })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {roleText(user)}
      </Typography>
      {session.userMenu.length === 0 ? (
        <Typography color="text.secondary">{text('dashboard.noLinks')}</Typography>
      ) : (
        <MenuCardGroups menu={session.userMenu} currentPath={pathname} />
      )}
    </>
  );
};
