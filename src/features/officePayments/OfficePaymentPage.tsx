/**
 * The office's payment page, one component for the three screens (see OfficePaymentScreens): find the
 * member by number, see what is due, record what the office received, print the receipt.
 */
import { useState } from 'react';
import { Paper, Stack } from '@mui/material';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { MemberDueCard } from './MemberDueCard';
import { MemberDuesSearch } from './MemberDuesSearch';
import { OFFICE_PAYMENT_MODES, type OfficePaymentKind } from './officePaymentModes';
import { OfficePaymentForm } from './OfficePaymentForm';
import { fetchMemberDues } from './officePaymentsApi';
import type { MemberDues, RecordedPayment } from './officePaymentTypes';
import { PaymentResult } from './PaymentResult';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

export const OfficePaymentPage = ({ kind }: { kind: OfficePaymentKind }) => {
  const mode = OFFICE_PAYMENT_MODES[kind];
  const [found, setFound] = useState<MemberDues | null>(null);
  const [recorded, setRecorded] = useState<RecordedPayment | null>(null);
  // a new search starts over: the search form is remounted, the card and result go
  const [round, setRound] = useState(0);

  const showFound = (next: MemberDues | null) => {
    setFound(next);
    setRecorded(null);
  };
  // the member's dues changed (years paid, the new-membership fee settled): show them as they are now
  const recordedFor = (memberNo: string) => async (payment: RecordedPayment) => {
    setRecorded(payment);
    const now = await fetchMemberDues(memberNo).catch(() => null);
    if (now) setFound(now);
  };
  // nobody takes their own payment: the member found is the signed-in user's own membership
  const ownCase = useOwnCase(found?.member.userid, 'officePayment');
  const another = () => {
    showFound(null);
    setRound((n) => n + 1);
  };

  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <Paper sx={{ p: 2 }}>
        <MemberDuesSearch key={round} onResult={showFound} />
      </Paper>
      {found && <MemberDueCard found={found} mode={mode} />}
      {found && !recorded && ownCase && <OwnCaseNotice reason={ownCase} />}
      {found && !recorded && !ownCase && !mode.blocker(found) && (
        <OfficePaymentForm key={found.member.memberNo} found={found} mode={mode} onRecorded={recordedFor(found.member.memberNo)} />
      )}
      {recorded && <PaymentResult payment={recorded} onAnother={another} />}
    </Stack>
  );
};
