/** One column of the block-access page: its menu items, each with a Block or Unblock button. */
import { useId } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { screenTitle } from '../../../ui/screenTitle';
import { LoadingBar } from '../../../framework';
import { msg } from '../../../i18n/keys';
import type { MenuAccessItem } from '../adminApi';

interface Props {
  title: string;
  items: MenuAccessItem[] | undefined;
  loading: boolean;
  /** The failure text of the list call, if it failed. */
  error?: string;
  actionLabel: string;
  /** The button's accessible name, e.g. 'Block %{name}'. */
  itemActionLabel: string;
  onAction: (item: MenuAccessItem) => void;
}

type RowProps = Pick<Props, 'actionLabel' | 'itemActionLabel' | 'onAction'> & { item: MenuAccessItem };

/** One menu item, named as everywhere else (the route table's title), with its button. */
const MenuAccessRow = ({ item, actionLabel, itemActionLabel, onAction }: RowProps) => {
  const translate = useTranslate();
  const name = screenTitle(item.url, item.menuName);
  return (
    <ListItem
      divider
      secondaryAction={
        <Button size="small" variant="outlined" aria-label={translate(itemActionLabel, { name })} onClick={() => onAction(item)}>
          {translate(actionLabel)}
        </Button>
      }
    >
      {/* a long url breaks rather than widening the page on a phone */}
      <ListItemText primary={name} secondary={item.url} sx={{ overflowWrap: 'anywhere' }} />
    </ListItem>
  );
};

export const MenuItemList = ({ title, items, loading, error, actionLabel, itemActionLabel, onAction }: Props) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      <LoadingBar loading={loading} />
      {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {!loading && !error && items?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate(msg('blockAccess.noItems'))}
        </Typography>
      )}
      <List dense aria-labelledby={headingId}>
        {(items ?? []).map((item) => (
          <MenuAccessRow key={item.id} item={item} actionLabel={actionLabel} itemActionLabel={itemActionLabel} onAction={onAction} />
        ))}
      </List>
    </Paper>
  );
};
