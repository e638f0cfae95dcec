/**
 * /user/memberdetails, the admin member lookup (spec §2): "Member Number" and Search, the member's
 * read-only details, then the three record lists with their status badges.
 */
import { useState } from 'react';
import { Paper, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DetailGrid } from '../../ui/DetailGrid';
import { lookupDetails } from './lookupDetails';
import { MemberNumberSearch } from './MemberNumberSearch';
import { MemberRecordsSection } from './MemberRecordsSection';
import type { AdminLookupItem } from './memberTypes';

export const MemberLookupPage = () => {
  const translate = useTranslate();
  const [found, setFound] = useState<AdminLookupItem | null>(null);
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <Paper sx={{ p: 2 }}>
        <MemberNumberSearch onResult={setFound} />
      </Paper>
      {found && (
        <>
          <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg('memberAdmin.detailsCard'))}>
            <DetailGrid details={lookupDetails(found)} />
          </Paper>
          <MemberRecordsSection key={found.userId} userId={found.userId} />
        </>
      )}
    </Stack>
  );
};
