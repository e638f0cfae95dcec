/** The member found and what is due for this kind of payment (the server's amounts), or why none can be taken. */
import { Alert, Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { DetailGrid } from '../../ui/DetailGrid';
import { MemberStatusBadge } from '../../ui/MemberStatusBadge';
import { totalOf, type OfficePaymentMode } from './officePaymentModes';
import type { MemberDues } from './officePaymentTypes';

const memberDetails = ({ member }: MemberDues) => [
  { label: msg('officePayments.memberNo'), value: member.memberNo },
  { label: msg('officePayments.memberName'), value: `${member.firstName} ${member.lastName}`.trim() },
  { label: msg('officePayments.memberType'), value: member.memberType },
  { label: msg('officePayments.status'), value: <MemberStatusBadge status={member.status} standing={member.standing} graceUntil={member.graceUntil} hint /> },
  { label: msg('officePayments.lastRenewalYear'), value: member.lastRenewalYear },
  { label: msg('officePayments.validTill'), value: wireDateToForm(member.validTillDate) },
];

const LINE = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

export const MemberDueCard = ({ found, mode }: { found: MemberDues; mode: OfficePaymentMode }) => {
  const translate = useTranslate();
  const lines = mode.dueLines(found);
  const blocker = mode.blocker(found);
  const pending = found.pendingPayment;
  return (
    <SectionCard title={msg('officePayments.memberCard')}>
      <DetailGrid details={memberDetails(found)} />
      {lines.length > 0 && (
        <Box component="section" aria-label={translate(msg('officePayments.dueTitle'))} sx={{ mt: 2, maxWidth: 480 }}>
          <Typography variant="subtitle1" component="h3">
            {translate(msg('officePayments.dueTitle'))}
          </Typography>
          {lines.map((line) => (
            <Box key={translate(line.label, line.args)} sx={LINE}>
              <Typography variant="body2">{translate(line.label, line.args)}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount)}
              </Typography>
            </Box>
          ))}
          <Divider />
          <Box sx={{ ...LINE, fontWeight: 600 }}>
            <Typography variant="body2" fontWeight={600}>
              {translate(msg('officePayments.total'))}
            </Typography>
            <Typography variant="body2" fontWeight={600} data-testid="due-total">
              {formatMoney(totalOf(lines))}
            </Typography>
          </Box>
        </Box>
      )}
      {blocker && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(blocker, pending ? { amount: formatMoney(pending.amount), type: pending.paymentType } : {})}
        </Alert>
      )}
    </SectionCard>
  );
};
