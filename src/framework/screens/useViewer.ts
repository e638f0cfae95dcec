/**
 * The signed-in user, as react-admin's auth provider tells it (getIdentity, getPermissions), for the
 * declarations' row predicates; the engine reads no session of its own.
 */
import { useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import type { Viewer } from '../types';

const asGrants = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) ? value.filter((grant): grant is string => typeof grant === 'string') : undefined;

export const useViewer = (): Viewer => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const id = identity?.id === '' ? undefined : identity?.id;
  const grants = identity?.grants as unknown;
  return useMemo(() => ({ id, permissions: permissions ?? undefined, grants: asGrants(grants) }), [id, permissions, grants]);
};
