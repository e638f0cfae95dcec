/** /member/adminviewmember: the member of ?memberID= (View Members' view), else a member-number search. */
import { Stack } from '@mui/material';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { MemberOverview } from './MemberOverview';
import { MemberPicker } from './MemberPicker';

export const AdminViewMemberPage = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <MemberPicker>{(memberID) => <MemberOverview key={memberID} memberID={memberID} />}</MemberPicker>
  </Stack>
);
