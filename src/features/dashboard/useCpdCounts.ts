/** The member's CPD year in figures: GET dashboard/dashboardcpdcounts/{userid}. */
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY, fetchCpdCounts } from './dashboardApi';

export const useCpdCounts = (userId: number) =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'cpd', userId], queryFn: () => fetchCpdCounts(userId) });
