/** What the application still lacks before it can be submitted, with the way to complete it. */

/** The applicant's next step while something is missing: beside the steps' heading, so it is on a phone's first screen. */
export const CompleteButton = () => (
  <Button variant="contained" component={RouterLink} to={APPLICATION_DETAILS_PATH} data-primary-action>
    {text('dashboards.applicant.missingLink')}
  </Button>
);
import { Alert, Button, Link, List, ListItem, ListItemText, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import { screenPath } from '../../../resources/screens';

export const APPLICATION_DETAILS_PATH = screenPath('applicationDetails');

export const MissingCard = ({ missing }: { missing: readonly string[] }) => (
  <DashboardCard title={text('dashboards.applicant.missingHeading')}>
    {missing.length === 0 ? (
      <Alert severity="success">{text('dashboards.applicant.missingNone')}</Alert>
    ) : (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
          {missing.map((item) => (
            <ListItem key={item} disableGutters sx={{ display: 'list-item' }}>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={APPLICATION_DETAILS_PATH}>
          {text('dashboards.applicant.missingLink')}
        </Link>
      </Stack>
    )}
  </DashboardCard>
);
