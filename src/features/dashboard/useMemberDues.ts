/** What the member owes (GET dashboard/getPaymentFee/{memberId}) and whether "Pay now" is hidden. */
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY, fetchMemberDues, fetchPayButton } from './dashboardApi';

export const useMemberDues = (memberId: number) =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'dues', memberId], queryFn: () => fetchMemberDues(memberId) });

export const usePayButton = () => useQuery({ queryKey: [...DASHBOARD_KEY, 'payButton'], queryFn: fetchPayButton });
