/**
 * The choices of the member edit: titles (Mr, Ms, Miss first, spec §2, then the other seeded titles
 * of GET usermanagement/get-member-titles) and member types (GET usermanagement/get-member-types).
 */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../providers/http';
import { rowsOf } from '../admin/adminApi';

export const SPEC_TITLES = ['Mr', 'Ms', 'Miss'] as const;

export interface Option {
  id: string;
  name: string;
}

export const titleOptions = (seeded: readonly string[]): Option[] =>
  [...new Set([...SPEC_TITLES, ...seeded.filter(Boolean)])].map((title) => ({ id: title, name: title }));

export const useMemberChoices = () => {
  const titles = useQuery({
    queryKey: ['memberTitles'],
    queryFn: () => http.get<unknown>('usermanagement/get-member-titles').then((json) => rowsOf<{ title: string }>(json).map((t) => t.title)),
  });
  const types = useQuery({
    queryKey: ['memberTypes'],
    queryFn: () =>
      http.get<unknown>('usermanagement/get-member-types').then((json) =>
        rowsOf<{ memberTypeId: number; typeDes: string }>(json).map((t): Option => ({ id: String(t.memberTypeId), name: t.typeDes })),
      ),
  });
  return { titles: titleOptions(titles.data ?? []), memberTypes: types.data ?? [] };
};
