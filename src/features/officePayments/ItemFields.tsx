/** The miscellaneous item and its quantity, with the total they come to (price × quantity). */
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { MISCELLANEOUS_QUANTITY_MAX } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import type { OfficeFormProblems, OfficeFormValues } from './officePaymentRules';
import type { MiscellaneousItem } from './officePaymentTypes';

interface Props {
  values: OfficeFormValues;
  problems: OfficeFormProblems;
  items: readonly MiscellaneousItem[];
  failed: boolean;
  total: number | null;
  onChange: (change: Partial<OfficeFormValues>) => void;
}

export const ItemFields = ({ values, problems, items, failed, total, onChange }: Props) => {
  const translate = useTranslate();
  const shown = (problem: string | undefined) => (problem ? translate(problem, { _: problem }) : ' ');
  return (
    <>
      {failed && <Alert severity="error">{translate(msg('officePayments.itemsFailed'))}</Alert>}
      <TextField
        select
        required
        label={translate(msg('officePayments.item'))}
        value={values.itemId}
        onChange={(e) => onChange({ itemId: e.target.value })}
        error={!!problems.itemId}
        helperText={shown(problems.itemId)}
      >
        {items.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {`${item.name} (${formatMoney(item.amount)})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="number"
        label={translate(msg('officePayments.quantity'))}
        value={values.quantity}
        onChange={(e) => onChange({ quantity: e.target.value })}
        error={!!problems.quantity}
        helperText={shown(problems.quantity)}
        slotProps={{ htmlInput: { min: 1, max: MISCELLANEOUS_QUANTITY_MAX, step: 1, inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography fontWeight={600}>{translate(msg('officePayments.total'))}</Typography>
        <Typography fontWeight={600} data-testid="item-total">
          {total === null ? '-' : formatMoney(total)}
        </Typography>
      </Box>
    </>
  );
};
