/** A row's action icon buttons and text links, as the declaration lists them. */
import type { ReactElement } from 'react';
import { Box, IconButton, Link, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { ListSpec, RowAction, TextLink } from '../types';

const ICONS: Record<RowAction, { icon: ReactElement; label: string }> = {
  view: { icon: <VisibilityIcon fontSize="small" />, label: msg('table.view') },
  edit: { icon: <EditIcon fontSize="small" />, label: msg('table.edit') },
  delete: { icon: <DeleteIcon fontSize="small" color="error" />, label: msg('table.delete') },
  approve: { icon: <CheckCircleIcon fontSize="small" color="success" />, label: msg('table.approve') },
  print: { icon: <PrintIcon fontSize="small" />, label: msg('table.print') },
};

const LINKS: Record<TextLink, string> = { approve: msg('table.approve'), reject: msg('table.reject') };

/** What each action does for a record; absent means the action shows disabled. */
export type RowActionRunners = Partial<Record<RowAction | TextLink, (record: RaRecord) => void>>;

export const RowActions = ({ list, run }: { list: ListSpec<string>; run: RowActionRunners }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const shown = <A extends RowAction | TextLink>(actions: readonly A[] | undefined) =>
    (actions ?? []).filter((action) => list.actionWhen?.[action]?.(record) ?? true);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {shown(list.rowActions).map((action) => {
        const label = translate(ICONS[action].label);
        const runner = run[action];
        return (
          <Tooltip key={action} title={label}>
            <span>
              <IconButton size="small" aria-label={label} disabled={!runner} onClick={() => runner?.(record)}>
                {ICONS[action].icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {shown(list.textLinks).map((link) => (
        <Link key={link} component="button" type="button" variant="body2" sx={{ mx: 0.5 }} onClick={() => run[link]?.(record)}>
          {translate(LINKS[link])}
        </Link>
      ))}
    </Box>
  );
};
