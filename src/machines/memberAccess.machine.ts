import { assign, fromPromise, setup } from 'xstate';
import { PERMISSION_IDS, type PermissionId, type WorkspaceResponse } from '../domain';
import type { ApiFailure } from '../services/http';

export type MemberAccessEvent =
  | { type: 'access.restrict' }
  | { type: 'access.unrestrict' }
  | { type: 'permission.toggle'; permission: PermissionId }
  | { type: 'access.retry' };

export interface MemberAccessContext {
  workspace: WorkspaceResponse | null;
  error: string | null;
}

const toggled = (list: PermissionId[], permission: PermissionId) =>
  list.includes(permission) ? list.filter((p) => p !== permission) : [...list, permission];

/**
 * Workspace settings → member access: the all-members permission list (workspace-shell §3.6, §6). Unrestricted
 * (null) lets every member use everything; a list grants only what it names, plus what members' groups grant.
 */
export const memberAccessMachine = setup({
  types: { context: {} as MemberAccessContext, events: {} as MemberAccessEvent },
  actors: {
    loadWorkspace: fromPromise<WorkspaceResponse, void>(async () => { throw new Error('loadWorkspace not provided'); }),
    saveAllMembersPermissions: fromPromise<{ all_members_permissions: PermissionId[] | null }, { permissions: PermissionId[] | null }>(async () => {
      throw new Error('saveAllMembersPermissions not provided');
    }),
  },
  actions: {
    accessChanged: () => {},
  },
}).createMachine({
  id: 'memberAccess',
  context: { workspace: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadWorkspace',
        onDone: { target: 'ready', actions: assign({ workspace: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error as ApiFailure)?.message ?? 'Could not load.' }),
        },
      },
    },
    failed: { on: { 'access.retry': 'loading' } },
    ready: {
      on: {
        'access.restrict': 'saving',
        'access.unrestrict': 'saving',
        'permission.toggle': 'saving',
      },
    },
    saving: {
      invoke: {
        src: 'saveAllMembersPermissions',
        input: ({ context, event }) => {
          const current = context.workspace?.all_members_permissions ?? null;
          switch (event.type) {
            // Restricting starts from everything allowed, so nobody loses access until a box is cleared.
            case 'access.restrict': return { permissions: current ?? [...PERMISSION_IDS] };
            case 'permission.toggle': return { permissions: toggled(current ?? [...PERMISSION_IDS], event.permission) };
            default: return { permissions: null };
          }
        },
        onDone: { target: 'loading', actions: 'accessChanged' },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => (event.error as ApiFailure)?.message ?? 'Could not save.' }),
        },
      },
    },
  },
});
