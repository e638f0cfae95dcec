/**
 * /cpd/cpd-member-profile: the member's own CPD profile — the registration, the CPD year's hours against the
 * requirement (per category, Compliant / Behind), goals by status, the annual declaration, and the "CPD
 * transcript" PDF of the shown year (the page's primary action, in the heading). The year select reloads
 * the summary; the previous year stays on screen while the next loads.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import type { SessionUser } from '../../../domain/auth';
import { SESSION_KEYS } from '../../../domain/session';
import { LoadingBar } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { readSessionValue } from '../../../providers/session';
import { CPD_PROFILE_KEY, fetchCpdSummary } from './cpdProfileApi';
import { DeclarationCard } from './DeclarationCard';
import { GoalsCard } from './GoalsCard';
import { RegistrationCard } from './RegistrationCard';
import { TranscriptButton } from './TranscriptButton';
import { useTranscript } from './useTranscript';
import { YearHoursCard } from './YearHoursCard';

/**
 * One column on a phone, in reading order (registration, the year, goals, declaration); on a wide screen the
 * tall year card sits beside the registration and the goals, the declaration below across the page.
 */
const CARD_GRID = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
  gridTemplateAreas: { xs: '"registration" "year" "goals" "declaration"', md: '"registration year" "goals year" "declaration declaration"' },
} as const;

/** The signed-in user's id: the profile is always the member's own. */
const ownUserId = (): number => Number(readSessionValue<SessionUser>(SESSION_KEYS.user)?.userid);

export const CpdProfilePage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [userId] = useState(ownUserId);
  // undefined: the server's current CPD year
  const [year, setYear] = useState<number | undefined>(undefined);
  const { data: summary, isPending, isError, isFetching } = useQuery({
    queryKey: [...CPD_PROFILE_KEY, userId, year ?? 'current'],
    queryFn: () => fetchCpdSummary(userId, year),
    enabled: Number.isInteger(userId),
    placeholderData: keepPreviousData,
  });
  const transcript = useTranscript(userId, summary?.year);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [...CPD_PROFILE_KEY, userId] });

  return (
    <Stack spacing={2}>
      <ScreenHeading>
        <TranscriptButton busy={transcript.busy} disabled={!summary || isFetching} onClick={transcript.download} />
      </ScreenHeading>
      {transcript.failed && <Alert severity="error">{translate(msg('cpdProfile.transcriptFailed'))}</Alert>}
      {isError || !Number.isInteger(userId) ? (
        <Alert severity="error">{translate(msg('cpdProfile.loadFailed'))}</Alert>
      ) : isPending || !summary ? (
        <LoadingBar loading />
      ) : (
        <Box sx={CARD_GRID}>
          <Box sx={{ gridArea: 'registration' }}>
            <RegistrationCard registration={summary.registration} />
          </Box>
          <Box sx={{ gridArea: 'year' }}>
            <YearHoursCard compliance={summary.compliance} years={summary.years} loading={isFetching} onYear={setYear} />
          </Box>
          <Box sx={{ gridArea: 'goals' }}>
            <GoalsCard goals={summary.goalsByStatus} />
          </Box>
          <Box sx={{ gridArea: 'declaration' }}>
            {/* keyed by year: a message about one year's signature does not linger on another's */}
            <DeclarationCard key={summary.year} summary={summary} onSigned={reload} />
          </Box>
        </Box>
      )}
    </Stack>
  );
};
