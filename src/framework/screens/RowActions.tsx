/** A row's action icon buttons, declared row forms and text links, as the declaration lists them. */
import type { ReactElement, ReactNode } from 'react';
import { Box, IconButton, Link, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { ListSpec, Message, RowAction, RowForm, TextLink, Viewer } from '../types';

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

interface Props {
  list: ListSpec<string>;
  run: RowActionRunners;
  /** The signed-in user, for the declaration's row predicates. */
  viewer: Viewer;
  /** On a card (small screens) the buttons sit at the right and wrap when there are many. */
  inCard?: boolean;
  onForm?: (form: RowForm<string>, record: RaRecord) => void;
  /** The screen's own buttons for the row, after the declared ones. */
  extras?: (record: RaRecord) => ReactNode;
}

const ActionButton = ({ icon, label, onClick }: { icon: RowAction; label: Message; onClick?: () => void }) => {
  const translate = useTranslate();
  const text = translate(label, { _: label });
  return (
    <Tooltip title={text}>
      <span>
        <IconButton size="small" aria-label={text} disabled={!onClick} onClick={onClick}>
          {ICONS[icon].icon}
        </IconButton>
      </span>
    </Tooltip>
  );
};

const CELL = { display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' } as const;
const CARD = { ...CELL, justifyContent: 'flex-end', flexWrap: 'wrap' } as const;

export const RowActions = ({ list, run, viewer, inCard, onForm, extras }: Props) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const shown = <A extends RowAction | TextLink>(actions: readonly A[] | undefined) =>
    (actions ?? []).filter((action) => list.actionWhen?.[action]?.(record, viewer) ?? true);
  const forms = (list.rowForms ?? []).filter((form) => form.when?.(record, viewer) ?? true);

  return (
    <Box sx={inCard ? CARD : CELL}>
      {shown(list.rowActions).map((action) => {
        const runner = run[action];
        return <ActionButton key={action} icon={action} label={ICONS[action].label} onClick={runner && (() => runner(record))} />;
      })}
      {forms.map((form) => (
        <ActionButton key={form.name} icon={form.icon ?? 'edit'} label={form.label} onClick={onForm && (() => onForm(form, record))} />
      ))}
      {shown(list.textLinks).map((link) => (
        <Link key={link} component="button" type="button" variant="body2" sx={{ mx: 0.5 }} onClick={() => run[link]?.(record)}>
          {translate(LINKS[link])}
        </Link>
      ))}
      {extras?.(record)}
    </Box>
  );
};
