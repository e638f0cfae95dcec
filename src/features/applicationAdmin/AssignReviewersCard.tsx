/**
 * Assign council reviewers to a submitted application (beyond spec: POST application/committee-assign
 * {applicationId, reviewerUserIds}); the choices are GET application/council-members.
 */
import { useState } from 'react';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { useApiCall } from '../../ui/useApiCall';
import { assignReviewers, fetchCouncilMembers } from './applicationAdminApi';
import type { CouncilMember } from './applicationTypes';

export const AssignReviewersCard = ({ applicationId, onAssigned }: { applicationId: number; onAssigned: () => void }) => {
  const translate = useTranslate();
  const { data: members = [] } = useQuery({ queryKey: ['councilMembers'], queryFn: fetchCouncilMembers });
  const [chosen, setChosen] = useState<CouncilMember[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy } = useApiCall((reviewers: number[]) => assignReviewers(applicationId, reviewers), {
    success: msg('applicationAdmin.assigned'),
    failure: msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      setChosen([]);
      onAssigned();
    },
  });

  const assign = () => {
    if (chosen.length === 0) return setProblem(translate(msg('applicationAdmin.chooseReviewers')));
    void run(chosen.map((m) => m.userId));
  };

  return (
    <SectionCard title={msg('applicationAdmin.assignTitle')}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Autocomplete
          multiple
          options={members}
          value={chosen}
          onChange={(_, value) => {
            setChosen(value);
            setProblem(null);
          }}
          getOptionLabel={(m) => `${m.name} (${m.username})`}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          sx={{ flex: '1 1 260px', minWidth: 0 }}
          renderInput={(params) => (
            <TextField {...params} label={translate(msg('applicationAdmin.councilMembers'))} error={!!problem} helperText={problem ?? ' '} />
          )}
        />
        <Button variant="contained" onClick={assign} disabled={busy} sx={{ mt: 1 }}>
          {translate(msg('applicationAdmin.assign'))}
        </Button>
      </Box>
    </SectionCard>
  );
};
