/** The admin dashboard's two calls: application, approval, CPD and event counts; member and payment figures. */
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY, fetchApplicationCounts, fetchMemberFigures } from './dashboardApi';

export const useApplicationCounts = () => useQuery({ queryKey: [...DASHBOARD_KEY, 'admin', 'counts'], queryFn: fetchApplicationCounts });

export const useMemberFigures = () => useQuery({ queryKey: [...DASHBOARD_KEY, 'admin', 'members'], queryFn: fetchMemberFigures });
