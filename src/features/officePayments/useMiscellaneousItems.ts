import { useQuery } from '@tanstack/react-query';
import { fetchMiscellaneousItems } from './officePaymentsApi';

/** The office's item price list (GET application/miscellaneous-items); the server prices the payment itself. */
export const useMiscellaneousItems = (enabled: boolean) =>
  useQuery({ queryKey: ['miscellaneousItems'], queryFn: fetchMiscellaneousItems, enabled, staleTime: 5 * 60_000 });
