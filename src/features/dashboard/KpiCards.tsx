/**
 * The admin dashboard's key figures: members, applications, this month's and this year's approved payments
 * (LKR), CPD registrations and upcoming events. Two columns on a phone, three on a laptop, one row of six on a very wide screen.
 */
import { HeadedGrid } from './HeadedGrid';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { CPD_MEMBERSHIP } from '../../domain/cpdRules.mjs';
import { MEMBER_STATUS } from '../../domain/memberRules.mjs';
import { formatMoney } from '../../domain/money';
import { text } from '../../i18n/text';
import type { ApplicationCounts, MemberFigures, StatusCount } from './dashboardTypes';
import { KpiCard } from './KpiCard';

const countOf = (rows: readonly StatusCount[], status: number) => rows.find((row) => row.status === status)?.count ?? 0;
const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

export const KPI_GRID = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
} as const;

export const KpiCards = ({ counts, figures }: { counts: ApplicationCounts; figures: MemberFigures }) => {
  const { members, payments } = figures;
  const { applications, cpd, events } = counts;
  return (
    <HeadedGrid title={text('dashboards.admin.kpiHeading')} grid={KPI_GRID}>
        <KpiCard
          label={text('dashboards.admin.members')}
          value={String(members.total)}
          detail={text('dashboards.admin.membersDetail', { active: countOf(members.byStatus, MEMBER_STATUS.ACTIVE) })}
        />
        <KpiCard
          label={text('dashboards.admin.applications')}
          value={String(applications.total)}
          detail={text('dashboards.admin.applicationsDetail', { submitted: countOf(applications.byStatus, APPLICATION_STATUS.SUBMITTED) })}
        />
        <KpiCard
          label={text('dashboards.admin.paymentsMonth', { period: payments.month.label })}
          value={formatMoney(payments.month.totalLkr)}
          detail={text('dashboards.admin.paymentsDetail', { count: payments.month.count })}
        />
        <KpiCard
          label={text('dashboards.admin.paymentsYear', { period: payments.year.label })}
          value={formatMoney(payments.year.totalLkr)}
          detail={text('dashboards.admin.paymentsDetail', { count: payments.year.count })}
        />
        <KpiCard
          label={text('dashboards.admin.cpdRegistrations')}
          value={String(sum(cpd.byStatus))}
          detail={text('dashboards.admin.cpdDetail', {
            pending: countOf(cpd.byStatus, CPD_MEMBERSHIP.PENDING),
            compliant: cpd.compliant,
            behind: cpd.behind,
            year: cpd.year,
          })}
        />
        <KpiCard
          label={text('dashboards.admin.upcomingEvents')}
          value={String(events.upcoming)}
          detail={text('dashboards.admin.eventsDetail', { registrations: events.registrationsThisYear, attended: events.attendedThisYear })}
        />
    </HeadedGrid>
  );
};
