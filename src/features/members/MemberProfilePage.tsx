/**
 * /user/member-profile (spec §2 "Member profile screen"): account details, the member's details
 * with the edit modal, the change request card, and the three read-only record tables. A user
 * without a member record ("No Member") is told so instead of the member cards.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { LoadingBar } from '../../framework';
import { msg } from '../../i18n/keys';
import { AccountCard } from './AccountCard';
import { ChangeRequestCard } from './ChangeRequestCard';
import { fetchOwnMember, OWN_MEMBER_KEY } from './memberApi';
import { MemberRecordTables } from '../../ui/MemberRecordTables';
import { ProfileCard } from './ProfileCard';

const MemberSections = () => {
  const translate = useTranslate();
  const { data: member, isPending, isError } = useQuery({ queryKey: OWN_MEMBER_KEY, queryFn: fetchOwnMember });
  if (isPending) return <LoadingBar loading />;
  if (isError) return <Alert severity="error">{translate(msg('memberRecords.loadFailed'))}</Alert>;
  if (!member) return <Alert severity="info">{translate(msg('memberRecords.noMember'))}</Alert>;
  return (
    <>
      <ProfileCard member={member} />
      <ChangeRequestCard />
      <MemberRecordTables owner="self" />
    </>
  );
};

export const MemberProfilePage = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <AccountCard />
    <MemberSections />
  </Stack>
);
