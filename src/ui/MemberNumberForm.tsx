/**
 * The "Member Number" field with its Search button and the answer's warning: the one search form of the
 * staff member lookup (MemberNumberSearch) and the office payment screens (MemberDuesSearch), which differ
 * only in the rule they check and the endpoint they ask.
 */
import type { FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { msg } from '../i18n/keys';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  busy: boolean;
  /** The field's own problem (already translated), shown under it. */
  fieldProblem?: string | null;
  /** What the search answered when it found nothing or failed. */
  warning?: string | null;
}

export const MemberNumberForm = ({ value, onChange, onSearch, busy, fieldProblem, warning }: Props) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} role="search">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate(msg('memberAdmin.memberNumber'))}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={!!fieldProblem}
          helperText={fieldProblem || undefined}
          size="small"
          sx={{ flex: '1 1 180px', maxWidth: 320 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} data-primary-action>
          {translate(msg('memberAdmin.search'))}
        </Button>
      </Box>
      {warning && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      )}
    </Box>
  );
};
