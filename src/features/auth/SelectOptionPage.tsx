import { Box, Grid, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { text } from '../../i18n/text';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useSession } from '../../providers/useSession';
import { LinkCard } from '../../ui/menu/LinkCard';
import { MenuCardGroups } from '../../ui/menu/MenuCardGroups';

/**
 * /select-option: where a logged-in user lands from a public page (spec §2 default landing). It offers
 * the user's own menu (whatever the role: built-in or administrator-defined), then Logout.
 */
export const SelectOptionPage = () => {
  const session = useSession();
  const logout = useLogout();
  return (
    <>
      <ScreenHeading />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text('selectOption.intro')}
      </Typography>
      <MenuCardGroups menu={session?.userMenu ?? []} />
      <Box sx={{ mt: 3 }}>
        <Grid container spacing={{ xs: 1, sm: 2 }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <LinkCard title={text('app.logout')} icon={<LogoutIcon color="primary" />} onClick={() => logout()} />
          </Grid>
        </Grid>
      </Box>
    </>
  );
};
