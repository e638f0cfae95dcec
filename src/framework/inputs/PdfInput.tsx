/**
 * A PDF upload. The chosen File stays in the form value even when it is not a PDF or is
 * over 5 MB, so the schema's messages ('upload.pdfOnly', 'upload.tooLarge') show and the
 * submit is refused.
 */
import { Box, FormControl, FormHelperText, FormLabel, Typography, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { PDF_MIME } from '../../domain/upload';
import { msg } from '../../i18n/keys';
import { FileChooser } from './FileChooser';

const fileName = (value: unknown): string =>
  value instanceof File ? value.name : typeof value === 'string' ? (value.split('/').pop() ?? '') : '';

/** className and sx go on the FormControl (e.g. the green of a touched valid field). */
export const PdfInput = ({ className, sx, ...props }: InputProps & { className?: string; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput(props);
  const choose = (files: FileList | null) => {
    field.onChange(files?.[0] ?? null);
    field.onBlur(); // a choice counts as a touch, so the error shows at once
  };
  return (
    <FormControl error={fieldState.invalid} disabled={props.disabled} fullWidth margin="dense" className={className} sx={sx}>
      <FormLabel htmlFor={id} id={`${id}-label`}>
        <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <FileChooser id={id} labelId={`${id}-label`} accept={PDF_MIME} testId={`file-${props.source}`} disabled={props.disabled} onChoose={(input) => choose(input.files)}>
          {translate(msg('upload.choose'))}
        </FileChooser>
        <Typography variant="body2">{fileName(field.value) || translate(msg('upload.noFile'))}</Typography>
      </Box>
      <FormHelperText>
        <InputHelperText error={fieldState.error?.message} helperText={props.helperText} />
      </FormHelperText>
    </FormControl>
  );
};
