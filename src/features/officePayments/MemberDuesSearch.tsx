/**
 * "Member Number" and Search for the office screens: at most 5 characters, then GET
 * application/member-dues/{memberNo}. An unknown number shows the server's words ("No member number found").
 * (MemberNumberSearch of the staff lookup asks another endpoint and has no length rule.)
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { errorMessage } from '../auth/errorMessage';
import { memberNumberProblem } from './memberNumberRule';
import { fetchMemberDues } from './officePaymentsApi';
import type { MemberDues } from './officePaymentTypes';

interface Props {
  /** The member found with what is due, or null while searching again / when none was found. */
  onResult: (found: MemberDues | null) => void;
}

export const MemberDuesSearch = ({ onResult }: Props) => {
  const translate = useTranslate();
  const [memberNo, setMemberNo] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const problem = memberNumberProblem(memberNo);
    setFieldProblem(problem);
    setSearchProblem(null);
    onResult(null);
    if (problem) return;
    setBusy(true);
    try {
      onResult(await fetchMemberDues(memberNo.trim()));
    } catch (error) {
      setSearchProblem(errorMessage(error, translate(msg('officePayments.searchFailed'))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={search} role="search">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate(msg('memberAdmin.memberNumber'))}
          value={memberNo}
          onChange={(e) => setMemberNo(e.target.value)}
          error={!!fieldProblem}
          helperText={fieldProblem ? translate(fieldProblem) : undefined}
          size="small"
          sx={{ flex: '1 1 160px', maxWidth: 320 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} data-primary-action>
          {translate(msg('memberAdmin.search'))}
        </Button>
      </Box>
      {searchProblem && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(searchProblem, { _: searchProblem })}
        </Alert>
      )}
    </Box>
  );
};
