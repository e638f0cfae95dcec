/**
 * The bank slip picker (PDF, JPEG or PNG, at most 5 MB). The chosen File stays in the form value even
 * when it is wrong, so the schema's message shows and the submit is refused; the native input is
 * cleared after each choice, so the same file can be chosen again after fixing it.
 */
import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { FileChooser } from '../../framework';
import { msg } from '../../i18n/keys';
import { SLIP_ACCEPT } from './slipRules';

export const SlipInput = (props: InputProps & { label: string }) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput(props);
  const chosen = field.value instanceof File ? field.value : null;
  return (
    <FormControl error={fieldState.invalid} disabled={props.disabled} fullWidth margin="dense">
      <FormLabel htmlFor={id} id={`${id}-label`}>
        {translate(props.label)} *
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <FileChooser
          id={id}
          labelId={`${id}-label`}
          accept={SLIP_ACCEPT}
          testId={`file-${props.source}`}
          disabled={props.disabled}
          onChoose={(input) => {
            field.onChange(input.files?.[0] ?? null);
            field.onBlur(); // a choice counts as a touch, so the message shows at once
            input.value = '';
          }}
        >
          {translate(msg('payments.chooseSlip'))}
        </FileChooser>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {chosen?.name ?? translate(msg('payments.noSlip'))}
        </Typography>
      </Box>
      <FormHelperText>{fieldState.error?.message ?? translate(msg('payments.slipKinds'))}</FormHelperText>
    </FormControl>
  );
};
