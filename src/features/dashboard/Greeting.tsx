/** "Welcome, Nimal Perera" under a dashboard's heading (the user's name, else the login name). */
import { Typography } from '@mui/material';
import { useSession } from '../../providers/useSession';
import { text } from '../../i18n/text';

export const Greeting = () => {
  const user = useSession()?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '';
  return name ? <Typography variant="subtitle1">{text('dashboards.greeting', { name })}</Typography> : null;
};
