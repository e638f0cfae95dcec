import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMember } from './memberAdminApi';

export const memberQueryKey = (memberID: number) => ['staffMember', memberID];

/** One member for the staff pages (GET application/memberdetail/{memberID}). */
export const useMember = (memberID: number) => useQuery({ queryKey: memberQueryKey(memberID), queryFn: () => fetchMember(memberID) });

/** Reloads everything the staff pages show of a member after a decision. */
export const useReloadMember = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => ['staffMember', 'memberRecords', 'changeRequests', 'entitlements'].includes(String(q.queryKey[0])) });
};
