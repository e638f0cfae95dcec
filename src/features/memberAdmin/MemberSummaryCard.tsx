/** A member's details for staff with the membership status, the CV and cancel / reactivate. */
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { CvDownloadButton } from './CvDownloadButton';
import { DetailGrid } from '../../ui/DetailGrid';
import { memberDetails } from './memberDetails';
import { MembershipButton } from './MembershipButton';
import { MemberStatusBadge } from '../../ui/MemberStatusBadge';
import type { MemberRecord } from './memberTypes';

export const MemberSummaryCard = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg('memberAdmin.detailsCard'))}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {translate(msg('memberAdmin.detailsCard'))}
        </Typography>
        <MemberStatusBadge status={member.status} standing={member.standing} graceUntil={member.graceUntil} hint />
        <CvDownloadButton path={`usermanagement/member/cv/${member.memberID}`} fileName={`CV-${member.memberNo}.pdf`} />
        <MembershipButton member={member} />
      </Box>
      <DetailGrid details={memberDetails(member)} />
    </Paper>
  );
};
