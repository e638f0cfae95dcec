/**
 * /member/view-member-details: the member's own records, with the Add buttons and their dialogs
 * (Work Experience, Academic Qualification, Professional Membership), status badges, and delete of
 * Pending or Rejected rows.
 */
import { Stack } from '@mui/material';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { MemberRecordTables } from '../../ui/MemberRecordTables';

export const MemberDetailsPage = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <MemberRecordTables owner="self" editable showStatus />
  </Stack>
);
