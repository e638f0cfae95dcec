/** The declaration as the signed-in user may use it: read-only when its canWrite says no. */
import { useMemo } from 'react';
import type { AnyResource } from '../types';
import { asSeenBy } from '../writeAccess';
import { useViewer } from './useViewer';

export const useSeenResource = (resource: AnyResource): AnyResource => {
  const viewer = useViewer();
  return useMemo(() => asSeenBy(resource, viewer), [resource, viewer]);
};
