/**
 * The allowed ('1') and blocked ('0') menu items of a role or a user, and blocking or unblocking
 * one (PUT usermanagement/blockmenu): a toast says how it went; both lists refresh after a success.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../i18n/keys';
import { useApiCall } from '../../../ui/useApiCall';
import { blockMenu, fetchMenuAccess, type AccessScope, type MenuAccessItem } from '../adminApi';

export interface AccessTarget {
  scope: AccessScope;
  id: number;
}

const keyOf = (target: AccessTarget | null) => ['menuAccess', target?.scope, target?.id];

const useAccessList = (target: AccessTarget | null, allowed: boolean) =>
  useQuery({
    queryKey: [...keyOf(target), allowed],
    queryFn: () => (target ? fetchMenuAccess(target.scope, target.id, allowed) : Promise.resolve([])),
    enabled: target !== null,
  });

export const useMenuAccess = (target: AccessTarget | null) => {
  const allowed = useAccessList(target, true);
  const blocked = useAccessList(target, false);
  const queryClient = useQueryClient();
  const { run, busy } = useApiCall(
    ({ to, item, block }: { to: AccessTarget; item: MenuAccessItem; block: boolean }) => blockMenu(to.scope, to.id, item.id, block),
    { success: msg('blockAccess.updated'), onSuccess: (_answer, { to }) => queryClient.invalidateQueries({ queryKey: keyOf(to) }) },
  );

  /** Resolves once the call is over (whatever its outcome), the lists reloaded after a success. */
  const setBlocked = async (item: MenuAccessItem, block: boolean): Promise<void> => {
    if (target) await run({ to: target, item, block });
  };

  return { allowed, blocked, setBlocked, busy };
};
