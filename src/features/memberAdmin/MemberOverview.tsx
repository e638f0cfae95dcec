/**
 * One member for staff (/member/adminviewmember): details and membership, every pending detail at
 * once, the three record lists with approve / reject per pending row and their documents, the
 * change requests and the entitlements. On the signed-in user's own membership every decision gives way to
 * its reason (nobody decides their own case; the API refuses them too).
 */
import { Alert, Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import { ChangeRequestsCard } from './ChangeRequestsCard';
import { DecisionButtons } from './DecisionButtons';
import { EntitlementsCard } from './EntitlementsCard';
import { KIND_NAMES } from './kindNames';
import { MemberRecordsSection } from './MemberRecordsSection';
import { MemberSummaryCard } from './MemberSummaryCard';
import { memberName } from './memberName';
import { PendingAllButtons } from './PendingAllButtons';
import type { RecordKind } from '../../ui/MemberRecordTables';
import { readRow } from './recordKinds';
import { useMember, useReloadMember } from './useMember';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

export const MemberOverview = ({ memberID }: { memberID: number }) => {
  const translate = useTranslate();
  const reload = useReloadMember();
  const { data: member, error } = useMember(memberID);
  const ownDetails = useOwnCase(member?.userid, 'memberDetails');
  if (error) return <Alert severity="warning">{translate(msg('memberAdmin.lookupFailed'))}</Alert>;
  if (!member) return null;
  const name = memberName(member);

  const review = (kind: RecordKind, row: RaRecord) => {
    if (Number(row.status) !== RECORD_STATUS.PENDING || ownDetails) return null;
    const { id, what } = readRow(kind, row);
    const about = translate(msg('memberAdmin.queueWhat'), { kind: `${translate(KIND_NAMES[kind])} (${what})`, name });
    return <DecisionButtons kind={kind} id={id} what={about} onDecided={reload} />;
  };

  return (
    <Stack spacing={2}>
      <MemberSummaryCard member={member} />
      {ownDetails ? <OwnCaseNotice reason={ownDetails} /> : <PendingAllButtons member={member} />}
      <MemberRecordsSection userId={member.userid} rowExtras={review} />
      <ChangeRequestsCard userId={member.userid} name={name} decides={!ownDetails} />
      <EntitlementsCard memberID={member.memberID} userId={member.userid} name={name} />
    </Stack>
  );
};
