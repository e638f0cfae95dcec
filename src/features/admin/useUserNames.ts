import { useQuery } from '@tanstack/react-query';
import { fetchUserNames } from './adminApi';

/** The users of one status (GET usermanagement/get-all-usernames?status=n). */
export const useUserNames = (status: number) =>
  useQuery({ queryKey: ['usermanagement/get-all-usernames', status], queryFn: () => fetchUserNames(status) });
