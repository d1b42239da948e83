import { useSelector } from '@xstate/react';
import { hasPermission, type PermissionId } from '../domain';
import { useAppActors } from './AppActorsContext';

/** The signed-in account as the views need it; null until loaded. */
export function useAccount() {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.context.user);
}

export type PermissionCheck = 'pending' | 'allowed' | 'denied';

/**
 * The permission gate's rule (workspace-shell §6): pending while group permissions load, denied when they
 * failed to load, otherwise the shared access rule.
 */
export function usePermission(permission: PermissionId | undefined): PermissionCheck {
  const { session } = useAppActors();
  return useSelector(session, (s): PermissionCheck => {
    if (!permission) return 'allowed';
    if (s.matches({ signedIn: { permissions: 'failed' } })) return 'denied';
    const loaded = s.context.permissions;
    if (!loaded) return 'pending';
    return hasPermission(permission, loaded.all_members_permissions, loaded.permissions) ? 'allowed' : 'denied';
  });
}
