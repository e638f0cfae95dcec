/**
 * "Member Number" and Search (spec §2 Admin member lookup): the one member search of the three staff
 * pages. An unknown number says so plainly; the member found, or null, is handed to `onResult`.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { fetchLookup } from './memberAdminApi';
import type { AdminLookupItem } from './memberTypes';

export const MemberNumberSearch = ({ onResult }: { onResult: (item: AdminLookupItem | null) => void }) => {
  const translate = useTranslate();
  const [memberNo, setMemberNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = memberNo.trim();
    if (!wanted) return setProblem(translate(msg('memberAdmin.memberNumberRequired')));
    setBusy(true);
    setProblem(null);
    try {
      const item = await fetchLookup(wanted);
      onResult(item);
      if (!item) setProblem(translate(msg('memberAdmin.notFound'), { memberNo: wanted }));
    } catch {
      onResult(null);
      setProblem(translate(msg('memberAdmin.lookupFailed')));
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
          size="small"
          sx={{ flex: '1 1 180px', maxWidth: 320 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} data-primary-action>
          {translate(msg('memberAdmin.search'))}
        </Button>
      </Box>
      {problem && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
};
