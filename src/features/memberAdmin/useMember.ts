import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMember } from './memberAdminApi';

export const memberQueryKey = (memberID: number) => ['staffMember', memberID];

/** One member for the staff pages (GET application/memberdetail/{memberID}). */
export const useMember = (memberID: number) => useQuery({ queryKey: memberQueryKey(memberID), queryFn: () => fetchMember(memberID) });

/**
 * Reloads everything the staff page shows after a decision: the member, the record tables (react-admin
 * lists keyed by their resources), change requests and entitlements.
 */
export const useReloadMember = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries();
};
