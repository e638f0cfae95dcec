/**
 * The admin dashboard's charts: applications per month by outcome (grouped bars), members by type and by
 * chapter, and payments by mode this month and this year. Loaded with React.lazy (AdminDashboard) so Chartist
 * is only in this chunk. One column on a phone, two on a wide screen.
 */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { HeadedGrid } from '../HeadedGrid';
import { text } from '../../../i18n/text';
import type { ApplicationCounts, MemberFigures } from '../dashboardTypes';
import { ChartFigure } from './ChartFigure';
import { applicationsByMonth, COLORS, membersByChapter, membersByType, paymentsByMode } from './chartSpecs';

const CHART_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

const AdminCharts = ({ counts, figures }: { counts: ApplicationCounts; figures: MemberFigures }) => {
  const specs = useMemo(
    () => ({
      months: applicationsByMonth(counts.applications.byMonth),
      types: membersByType(figures),
      chapters: membersByChapter(figures),
      paidMonth: paymentsByMode(figures.payments.month, COLORS.green),
      paidYear: paymentsByMode(figures.payments.year, COLORS.orange),
    }),
    [counts, figures],
  );
  const { month, year } = figures.payments;
  return (
    <HeadedGrid title={text('dashboards.admin.chartsHeading')} grid={CHART_GRID}>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <ChartFigure title={text('dashboards.admin.applicationsByMonth')} spec={specs.months} />
        </Box>
        <ChartFigure title={text('dashboards.admin.membersByType')} spec={specs.types} horizontal />
        <ChartFigure title={text('dashboards.admin.membersByChapter')} spec={specs.chapters} horizontal />
        <ChartFigure title={text('dashboards.admin.paymentsByModeMonth', { period: month.label })} spec={specs.paidMonth} horizontal />
        <ChartFigure title={text('dashboards.admin.paymentsByModeYear', { period: year.label })} spec={specs.paidYear} horizontal />
    </HeadedGrid>
  );
};

export default AdminCharts;
