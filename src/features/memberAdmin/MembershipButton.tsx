/**
 * Cancel an active membership or reactivate a cancelled one (POST usermanagement/member/
 * cancel-membership/{id} or reactivate-membership/{id}), after a confirmation naming the member
 * and a required reason.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MEMBER_STATUS } from '../../domain/memberRules.mjs';
import { msg } from '../../i18n/keys';
import { setMembership } from './memberAdminApi';
import { memberName } from './memberName';
import type { MemberRecord } from './memberTypes';
import { ReasonDialog } from './ReasonDialog';
import { useReloadMember } from './useMember';
import { useApiCall } from '../../ui/useApiCall';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

export const MembershipButton = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  const reload = useReloadMember();
  const [open, setOpen] = useState(false);
  const ownCase = useOwnCase(member.userid, 'membership');
  const cancel = member.status !== MEMBER_STATUS.CANCELLED;
  const t = cancel
    ? { label: msg('memberAdmin.cancelMembership'), question: msg('memberAdmin.cancelQuestion'), done: msg('memberAdmin.membershipCancelled') }
    : { label: msg('memberAdmin.reactivateMembership'), question: msg('memberAdmin.reactivateQuestion'), done: msg('memberAdmin.membershipReactivated') };

  const { run, busy } = useApiCall((reason: string) => setMembership(member.memberID, cancel ? 'cancel' : 'reactivate', reason), {
    success: t.done,
    failure: msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      setOpen(false);
      reload();
    },
  });

  // the signed-in user's own membership: the reason on a line of its own under the card's heading
  if (ownCase) return <OwnCaseNotice reason={ownCase} sx={{ flexBasis: '100%', order: 1 }} />;
  return (
    <>
      <Button size="small" variant="outlined" color={cancel ? 'error' : 'success'} onClick={() => setOpen(true)}>
        {translate(t.label)}
      </Button>
      <ReasonDialog
        open={open}
        question={translate(t.question, { name: memberName(member) })}
        label={msg('memberAdmin.reason')}
        required={msg('memberAdmin.reasonRequired')}
        confirmLabel={t.label}
        tone={cancel ? 'error' : 'success'}
        busy={busy}
        onConfirm={(reason) => void run(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
