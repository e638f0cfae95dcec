/**
 * /member/member-dashboard: the membership card, its documents (card and letter PDFs), dues with "Pay now", the
 * CPD year, upcoming events and the latest news. One column on a phone (card, dues first); two on a wide screen. Each card loads on its own.
 */
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { text } from '../../i18n/text';
import { CpdHoursCard } from './CpdHoursCard';
import { CredentialsCard } from '../credentials/CredentialsCard';
import { DuesCard } from './DuesCard';
import { Greeting } from './Greeting';
import { LatestNewsCard } from './LatestNewsCard';
import { MembershipCard } from './MembershipCard';
import { ownMemberId, ownUserId } from './ownIds';
import { UpcomingEventsCard } from './UpcomingEventsCard';

const COLUMNS = { display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;

export const MemberDashboard = () => {
  const [memberId] = useState(ownMemberId);
  const [userId] = useState(ownUserId);
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <Greeting />
      <Box sx={COLUMNS}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {memberId === null ? (
            <Alert severity="info">{text('dashboards.member.notAMember')}</Alert>
          ) : (
            <>
              <MembershipCard memberId={memberId} />
              <CredentialsCard />
              <DuesCard memberId={memberId} />
            </>
          )}
          {userId !== null && <CpdHoursCard userId={userId} />}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <UpcomingEventsCard />
          <LatestNewsCard />
        </Stack>
      </Box>
    </Stack>
  );
};
