/** Registers a member for the chosen event: the picker, then POST event/add-event-member; the server's words. */
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { Box, Button, Paper, Typography } from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { EVENT_TEXT } from '../../domain/eventRules.mjs';
import { text } from '../../i18n/text';
import { registerMember, type MemberMatch } from './assignApi';
import { MemberPicker } from './MemberPicker';
import { useApiCall } from '../../ui/useApiCall';

export const RegisterMember = ({ eventId }: { eventId: number }) => {
  const refresh = useRefresh();
  const [member, setMember] = useState<MemberMatch | null>(null);
  const [generation, setGeneration] = useState(0);
  const { busy, run } = useApiCall((memberID: number) => registerMember(eventId, memberID), {
    success: (words) => words || EVENT_TEXT.memberRegistered,
    onSuccess: () => {
      refresh();
      // registered: the picker starts afresh (a new search, without the member just added)
      setMember(null);
      setGeneration((g) => g + 1);
    },
  });

  const register = async () => {
    if (!member || busy) return;
    await run(member.memberID);
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {text('events.assign.registerMember')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
        <MemberPicker eventId={eventId} value={member} onChange={setMember} generation={generation} />
        <Button variant="contained" startIcon={<PersonAdd />} disabled={!member || busy} onClick={() => void register()} sx={{ flexShrink: 0, mt: { sm: 1 } }} data-primary-action>
          {text('events.assign.register')}
        </Button>
      </Box>
    </Paper>
  );
};
