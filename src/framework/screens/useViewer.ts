/**
 * The signed-in user, as react-admin's auth provider tells it (getIdentity, getPermissions), for the
 * declarations' row predicates; the engine reads no session of its own.
 */
import { useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import type { Viewer } from '../types';

export const useViewer = (): Viewer => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const id = identity?.id === '' ? undefined : identity?.id;
  return useMemo(() => ({ id, permissions: permissions ?? undefined }), [id, permissions]);
};
