/** Who is paying: member no, name, type, status, last renewal year, valid till (DD/MM/YYYY). */
import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import { DetailGrid } from '../../ui/DetailGrid';
import { MemberStatusBadge } from '../../ui/MemberStatusBadge';
import { SectionCard } from '../../ui/SectionCard';
import type { PaymentMember } from './paymentTypes';

export const PaymentMemberCard = ({ member }: { member: PaymentMember }) => (
  <SectionCard title={msg('payments.memberCard')}>
    <DetailGrid
      details={[
        { label: msg('payments.memberNo'), value: member.memberNo },
        { label: msg('payments.memberName'), value: `${member.firstName} ${member.lastName}`.trim() },
        { label: msg('payments.memberType'), value: member.memberType },
        { label: msg('payments.status'), value: <MemberStatusBadge status={member.status} standing={member.standing} graceUntil={member.graceUntil} hint /> },
        { label: msg('payments.lastRenewalYear'), value: member.lastRenewalYear ?? '' },
        { label: msg('payments.validTill'), value: wireDateToForm(member.validTillDate) },
      ]}
    />
  </SectionCard>
);
