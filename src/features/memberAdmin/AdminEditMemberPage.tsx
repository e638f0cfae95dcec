/**
 * /member/admineditmember: the member of ?memberID= (View Members' edit), else a member-number
 * search; the profile form, then the member's records, where staff add records for the member.
 */
import { Stack } from '@mui/material';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { MemberEditForm } from './MemberEditForm';
import { MemberPicker } from './MemberPicker';
import { MemberRecordsSection } from './MemberRecordsSection';
import { useMember } from './useMember';

const MemberEditBody = ({ memberID }: { memberID: number }) => {
  const { data: member } = useMember(memberID);
  if (!member) return null;
  return (
    <Stack spacing={2}>
      <MemberEditForm key={`${member.memberID}-${member.memberNo}`} member={member} />
      <MemberRecordsSection userId={member.userid} editable />
    </Stack>
  );
};

export const AdminEditMemberPage = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <MemberPicker>{(memberID) => <MemberEditBody key={memberID} memberID={memberID} />}</MemberPicker>
  </Stack>
);
