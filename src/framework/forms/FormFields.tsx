/**
 * The inputs of a declared form, inside react-admin's <Form>: a field whose condition does not hold
 * is not shown (showWhen), and a field a chosen lookup option filled shows read-only.
 */
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { isShown, watchedFields } from '../conditions';
import { isDisabledInForm, type FormMode } from '../formFields';
import { FieldInput } from '../inputs/FieldInput';
import { filledFields } from '../lookupOrOther';
import type { Fields } from '../types';
import { isWide } from './dialogForm';

/** The values the form's conditions and lookups look at (watching every field would re-render on each key). */
const useWatchedValues = (fields: Fields): Record<string, unknown> => {
  const names = watchedFields(fields);
  const watched = useWatch({ name: names }) as unknown[];
  return Object.fromEntries(names.map((name, i) => [name, watched[i]]));
};

export const FormFields = ({ fields, mode }: { fields: Fields; mode: FormMode }) => {
  const values = useWatchedValues(fields);
  const filled = filledFields(fields, values);
  const entries = Object.entries(fields).filter(([, def]) => isShown(def, values));
  return (
    // minmax(0, 1fr): a column never grows to its widest content (a select's long choice), so the form never scrolls sideways
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: entries.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }, columnGap: 2 }}>
      {entries.map(([name, def]) => (
        <Box key={name} sx={isWide(def) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput source={name} def={def} disabled={isDisabledInForm(def, mode)} readOnly={filled.has(name) || undefined} />
        </Box>
      ))}
    </Box>
  );
};
