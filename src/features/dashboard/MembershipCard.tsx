/**
 * The membership card: member number, name, type, chapter, valid till, status and member since. The status is
 * the standing today (Active, Renewal due, Lapsed, ...), read from the same valid-till day the card shows.
 */
import { wireDateToForm } from '../../domain/dates';
import { text } from '../../i18n/text';
import { MemberStatusBadge } from '../../ui/MemberStatusBadge';
import { DashboardCard } from './DashboardCard';
import type { MemberCard } from './dashboardTypes';
import { FactList } from './FactList';
import { useMemberCard } from './useMemberCard';

const factsOf = (card: MemberCard) => [
  { label: text('dashboards.member.memberNo'), value: card.memberNo },
  { label: text('dashboards.member.name'), value: card.name },
  { label: text('dashboards.member.type'), value: card.memberTypeName },
  { label: text('dashboards.member.chapter'), value: card.chapter?.name ?? text('dashboards.member.chapterNone') },
  { label: text('dashboards.member.validTill'), value: card.validTill ? wireDateToForm(card.validTill) : text('dashboards.member.validTillNone') },
  {
    label: text('dashboards.member.status'),
    value: <MemberStatusBadge status={card.status} standing={card.standing} graceUntil={card.graceUntil} hint />,
  },
  ...(card.memberSince ? [{ label: text('dashboards.member.memberSince'), value: wireDateToForm(card.memberSince) }] : []),
];

export const MembershipCard = ({ memberId }: { memberId: number }) => {
  const { data, isPending, error, refetch } = useMemberCard(memberId);
  return (
    <DashboardCard title={text('dashboards.member.cardHeading')} loading={isPending} error={error} onRetry={() => void refetch()}>
      {data && <FactList facts={factsOf(data)} />}
    </DashboardCard>
  );
};
