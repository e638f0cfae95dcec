/**
 * /member/admineditmember: the member of ?memberID= (View Members' edit), else a member-number
 * search; the profile form, then the member's records, where staff add records for the member. A staff edit
 * applies at once, without the approval a member's own change waits for: never on the signed-in user's own
 * record (the reason shows instead of the form, the records are read-only).
 */
import { Stack } from '@mui/material';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { MemberEditForm } from './MemberEditForm';
import { MemberPicker } from './MemberPicker';
import { MemberRecordsSection } from './MemberRecordsSection';
import { useMember } from './useMember';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

const MemberEditBody = ({ memberID }: { memberID: number }) => {
  const { data: member } = useMember(memberID);
  const ownCase = useOwnCase(member?.userid, 'memberRecord');
  if (!member) return null;
  return (
    <Stack spacing={2}>
      {ownCase ? <OwnCaseNotice reason={ownCase} /> : <MemberEditForm key={`${member.memberID}-${member.memberNo}`} member={member} />}
      <MemberRecordsSection userId={member.userid} editable={!ownCase} />
    </Stack>
  );
};

export const AdminEditMemberPage = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <MemberPicker>{(memberID) => <MemberEditBody key={memberID} memberID={memberID} />}</MemberPicker>
  </Stack>
);
