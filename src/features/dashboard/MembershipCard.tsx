/** The membership card: member number, name, type, chapter, valid till, status and member since. */
import { Chip } from '@mui/material';
import { wireDateToForm } from '../../domain/dates';
import { MEMBER_STATUS } from '../../domain/memberRules.mjs';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import type { MemberCard } from './dashboardTypes';
import { FactList } from './FactList';
import { useMemberCard } from './useMemberCard';

const statusColor = (status: number) => (status === MEMBER_STATUS.ACTIVE ? 'success' : status === MEMBER_STATUS.PENDING ? 'warning' : 'default');

const factsOf = (card: MemberCard) => [
  { label: text('dashboards.member.memberNo'), value: card.memberNo },
  { label: text('dashboards.member.name'), value: card.name },
  { label: text('dashboards.member.type'), value: card.memberTypeName },
  { label: text('dashboards.member.chapter'), value: card.chapter?.name ?? text('dashboards.member.chapterNone') },
  { label: text('dashboards.member.validTill'), value: card.validTill ? wireDateToForm(card.validTill) : text('dashboards.member.validTillNone') },
  {
    label: text('dashboards.member.status'),
    value: <Chip size="small" label={card.statusName} color={statusColor(card.status)} data-status={card.status} />,
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
