/**
 * A row's action icon buttons and declared row forms, as the declaration lists them. On the viewer's
 * own case (ListSpec.ownCase) the deciding ones show disabled, their tooltip the reason, which a card also says.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography, type SvgIconProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { blocksAction, ownCaseReason } from '../ownCase';
import type { ListSpec, Message, RowAction, RowForm, Viewer } from '../types';

const ICONS: Record<RowAction, { icon: ReactElement<SvgIconProps>; label: string }> = {
  view: { icon: <VisibilityIcon fontSize="small" />, label: msg('table.view') },
  edit: { icon: <EditIcon fontSize="small" />, label: msg('table.edit') },
  delete: { icon: <DeleteIcon fontSize="small" color="error" />, label: msg('table.delete') },
  approve: { icon: <CheckCircleIcon fontSize="small" color="success" />, label: msg('table.approve') },
  print: { icon: <PrintIcon fontSize="small" />, label: msg('table.print') },
};

/** What each action does for a record; absent means the action shows disabled. */
export type RowActionRunners = Partial<Record<RowAction, (record: RaRecord) => void>>;

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
  // a disabled button greys its icon too (the approve and delete icons carry their own colour)
  const glyph = onClick ? ICONS[icon].icon : cloneElement(ICONS[icon].icon, { color: 'disabled' });
  return (
    <Tooltip title={text}>
      <span>
        <IconButton size="small" aria-label={text} disabled={!onClick} onClick={onClick}>
          {glyph}
        </IconButton>
      </span>
    </Tooltip>
  );
};

const CELL = { display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' } as const;
const CARD = { ...CELL, justifyContent: 'flex-end', flexWrap: 'wrap' } as const;
/** A card says in words why its decision is off (a tooltip needs a pointer); the line wraps on a phone. */
const REASON = { flexBasis: '100%', textAlign: 'right', whiteSpace: 'normal' } as const;

export const RowActions = ({ list, run, viewer, inCard, onForm, extras }: Props) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const shown = (actions: readonly RowAction[] | undefined) =>
    (actions ?? []).filter((action) => list.actionWhen?.[action]?.(record, viewer) ?? true);
  const forms = (list.rowForms ?? []).filter((form) => form.when?.(record, viewer) ?? true);
  const ownCase = ownCaseReason(list, record, viewer);
  const blocked = (action: RowAction) => ownCase !== undefined && blocksAction(list, action);
  const actions = shown(list.rowActions);
  const blocksAny = actions.some(blocked) || (forms.length > 0 && blocked('edit'));

  return (
    <Box sx={inCard ? CARD : CELL}>
      {actions.map((action) => {
        const runner = run[action];
        if (blocked(action)) return <ActionButton key={action} icon={action} label={ownCase!} />;
        return <ActionButton key={action} icon={action} label={ICONS[action].label} onClick={runner && (() => runner(record))} />;
      })}
      {forms.map((form) => (
        <ActionButton key={form.name} icon={form.icon ?? 'edit'} label={blocked('edit') ? ownCase! : form.label} onClick={blocked('edit') ? undefined : onForm && (() => onForm(form, record))} />
      ))}
      {extras?.(record)}
      {inCard && blocksAny && (
        <Typography variant="caption" color="text.secondary" sx={REASON}>
          {translate(ownCase!, { _: ownCase })}
        </Typography>
      )}
    </Box>
  );
};
