/** The membership card of the member dashboard: GET dashboard/memberDashboard/{memberId}. */
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY, fetchMemberCard } from './dashboardApi';

export const useMemberCard = (memberId: number) =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'member', memberId], queryFn: () => fetchMemberCard(memberId) });
