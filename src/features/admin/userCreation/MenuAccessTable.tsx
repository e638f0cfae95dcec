/**
 * The menu table of User ID Creation (spec §2): empty until a role is chosen; a switch picks the
 * role's granted menus (on, 'Access granted menu list') or the restricted ones (off, 'Restricted
 * Menus For this User'). Server-paged through the menuAccess declaration.
 */
import { useId, useState } from 'react';
import { Box, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { menuAccess } from '../../../../resources/menuAccess';
import { DEFAULT_PER_PAGE, ListTable, LoadingBar, SearchBox } from '../../../framework';
import { msg } from '../../../i18n/keys';

const NO_ACTIONS = {};

const Fetching = () => <LoadingBar loading={useListContext().isFetching ?? false} />;

/** Before a role is chosen: no rows and no request (the table's own empty text, and why). */
const NoRoleYet = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2">{translate(msg('table.noRecords'))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(msg('userCreationPage.chooseRole'))}
      </Typography>
    </Box>
  );
};

export const MenuAccessTable = ({ role }: { role: string | number | undefined }) => {
  const translate = useTranslate();
  const headingId = useId();
  const [granted, setGranted] = useState(false);
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate(granted ? msg('userCreation.granted') : msg('userCreation.restricted'))}
        </Typography>
        <FormControlLabel
          control={<Switch checked={granted} onChange={(event) => setGranted(event.target.checked)} />}
          label={translate(msg('userCreationPage.grantedSwitch'))}
        />
      </Box>
      {role === undefined ? (
        <NoRoleYet />
      ) : (
        // keyed: a new role or switch position starts again at page 1 with an empty search
        <ListBase
          key={`${role}/${granted}`}
          resource={menuAccess.name}
          filter={{ userSwitch: granted, role }}
          perPage={DEFAULT_PER_PAGE}
          sort={{ field: 'no', order: 'ASC' }}
          disableSyncWithLocation
        >
          <SearchBox />
          <Fetching />
          <ListTable resource={menuAccess} run={NO_ACTIONS} />
        </ListBase>
      )}
    </Paper>
  );
};
