/** The admin dashboard's two calls: application, approval, CPD and event counts; member and payment figures. */
import { useQuery } from '@tanstack/react-query';
import { startCall, takeOrCall } from '../../providers/headStart';
import { DASHBOARD_KEY, fetchApplicationCounts, fetchMemberFigures } from './dashboardApi';

const COUNTS = 'admin-dashboard/counts';
const FIGURES = 'admin-dashboard/figures';

export const useApplicationCounts = () =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'admin', 'counts'], queryFn: () => takeOrCall(COUNTS, fetchApplicationCounts) });

export const useMemberFigures = () =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'admin', 'members'], queryFn: () => takeOrCall(FIGURES, fetchMemberFigures) });

/** Both calls, started by the entry when the page opened is this dashboard (src/app/preloadRoute.ts). */
export const startAdminDashboardCalls = (): void => {
  startCall(COUNTS, fetchApplicationCounts);
  startCall(FIGURES, fetchMemberFigures);
};
