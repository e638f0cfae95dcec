import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApplicant } from './applicationAdminApi';

/** The applicant's header (GET application/getApplicantDetails/{userId}). */
export const useApplicant = (userId: number) => useQuery({ queryKey: ['staffApplicant', userId], queryFn: () => fetchApplicant(userId) });

/** After a decision, an assignment or a recommendation: reload the header and every table of the page. */
export const useReloadApplication = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries();
};
