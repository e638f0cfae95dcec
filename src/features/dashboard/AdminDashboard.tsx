/**
 * /member/admin-dashboard: pending approvals first (the queues the viewer works, as links), then the key
 * figures and the charts. Figures show a skeleton while they load and a clear message if they fail.
 * The charts (and Chartist) are a separate chunk, fetched only here.
 */
import { loadedOrFallback } from '../../routing/lazyComponents';
import { preloadable } from '../../routing/preloadable';
import { Box, Skeleton, Stack } from '@mui/material';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { text } from '../../i18n/text';
import { ChartsBoundary } from './ChartsBoundary';
import { FiguresFailed } from './FiguresState';
import { KPI_GRID, KpiCards } from './KpiCards';
import { PendingApprovals } from './PendingApprovals';
import { useApplicationCounts, useMemberFigures } from './useAdminFigures';

export { startAdminDashboardCalls } from './useAdminFigures';

const loadCharts = () => import('./charts/AdminCharts');
// Requested as soon as this screen's code runs, beside the figures' calls rather than after their answers; a
// failure shows where the charts go (ChartsBoundary).
preloadable(loadCharts).start().catch(() => undefined);

const KpiSkeleton = () => (
  <Box sx={KPI_GRID} role="progressbar" aria-label={text('dashboards.loading')} aria-busy="true">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} variant="rounded" height={96} />
    ))}
  </Box>
);

const ChartsSkeleton = () => <Skeleton variant="rounded" height={300} aria-hidden="true" />;

const AdminCharts = loadedOrFallback(loadCharts, ChartsSkeleton);

export const AdminDashboard = () => {
  const counts = useApplicationCounts();
  const figures = useMemberFigures();
  const retry = () => {
    if (counts.isError) void counts.refetch();
    if (figures.isError) void figures.refetch();
  };
  const failed = counts.error ?? figures.error;
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {failed ? (
        <FiguresFailed error={failed} onRetry={retry} />
      ) : (
        <>
          <PendingApprovals approvals={counts.data?.approvals} />
          {counts.data && figures.data ? <KpiCards counts={counts.data} figures={figures.data} /> : <KpiSkeleton />}
          {counts.data && figures.data ? (
            <ChartsBoundary>
              <AdminCharts counts={counts.data} figures={figures.data} />
            </ChartsBoundary>
          ) : (
            <ChartsSkeleton />
          )}
        </>
      )}
    </Stack>
  );
};
