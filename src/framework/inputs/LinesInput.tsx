/**
 * A record's own lines inside its form (LinesFieldDef, master-detail): each line a row of its fields' inputs,
 * in order, with move up / down and remove; "Add <noun>" appends an empty line. On a phone each line stacks.
 */
import { Box, Button, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormState, get } from 'react-hook-form';
import { msg } from '../../i18n/keys';
import type { ComponentType } from 'react';
import type { FieldDef, LinesFieldDef } from '../types';

/** One field's input of a line: FieldInput hands itself (a prop rather than an import: they would import each other). */
type LineFieldInput = ComponentType<{ source: string; def: FieldDef; disabled?: boolean }>;

const emptyLine = (def: LinesFieldDef) => Object.fromEntries(Object.keys(def.fields).map((name) => [name, null]));

/** The array's own error (too few lines): yup puts it on the field, useFieldArray's rules on `.root`. */
const useLinesError = (source: string): string | undefined => {
  const { errors } = useFormState({ name: source });
  const error = get(errors, source) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
};

export const LinesInput = ({ source, def, disabled, Input }: { source: string; def: LinesFieldDef; disabled?: boolean; Input: LineFieldInput }) => {
  const translate = useTranslate();
  const { fields, append, remove, swap } = useFieldArray({ name: source });
  const error = useLinesError(source);
  const noun = translate(def.noun);
  const entries = Object.entries(def.fields);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {def.label ? translate(def.label) : ''}
      </Typography>
      <Stack spacing={1}>
        {fields.map((line, index) => (
          <Paper key={line.id} variant="outlined" role="group" aria-label={`${noun} ${index + 1}`} sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
            <Typography sx={{ minWidth: 24, pt: { sm: 2 } }} color="text.secondary">
              {index + 1}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'grid', columnGap: 1, gridTemplateColumns: { xs: '1fr', sm: `repeat(${entries.length}, minmax(0, 1fr))` } }}>
              {entries.map(([name, field]) => (
                <Input key={name} source={`${source}.${index}.${name}`} def={field} disabled={disabled} />
              ))}
            </Box>
            <Box sx={{ display: 'flex', pt: { sm: 1 } }}>
              <IconButton aria-label={translate(msg('engine.moveLineUp'), { noun, number: index + 1 })} disabled={disabled || index === 0} onClick={() => swap(index, index - 1)}>
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton aria-label={translate(msg('engine.moveLineDown'), { noun, number: index + 1 })} disabled={disabled || index === fields.length - 1} onClick={() => swap(index, index + 1)}>
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton aria-label={translate(msg('engine.removeLine'), { noun, number: index + 1 })} disabled={disabled} onClick={() => remove(index)} color="error">
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          </Paper>
        ))}
      </Stack>
      {error && <FormHelperText error>{translate(error)}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyLine(def))} disabled={disabled} sx={{ mt: 1 }}>
        {translate(msg('engine.addLine'), { noun })}
      </Button>
    </Box>
  );
};
