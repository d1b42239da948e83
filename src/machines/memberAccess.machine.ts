import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, PERMISSION_IDS, type PermissionId, type WorkspaceResponse } from '../domain';

export type MemberAccessEvent =
  | { type: 'access.restrict' }
  | { type: 'access.unrestrict' }
  | { type: 'permission.toggle'; permission: PermissionId }
  /** Joins or leaves the no-training group (workspace-shell §6): the workspace's training opt-out flag. */
  | { type: 'training.toggle' }
  | { type: 'access.retry' };

/** What a save changes: the all-members permission list, or the training opt-out flag. */
export type WorkspaceAccessPatch =
  | { all_members_permissions: PermissionId[] | null }
  | { training_opt_out: boolean };

export interface MemberAccessContext {
  workspace: WorkspaceResponse | null;
  error: string | null;
}

const toggled = (list: PermissionId[], permission: PermissionId) =>
  list.includes(permission) ? list.filter((p) => p !== permission) : [...list, permission];

/**
 * Workspace settings → member access: the all-members permission list (workspace-shell §3.6, §6). Unrestricted
 * (null) lets every member use everything; a list grants only what it names, plus what members' groups grant.
 * The same page holds the training opt-out flag, which puts the workspace in the no-training group.
 */
export const memberAccessMachine = setup({
  types: { context: {} as MemberAccessContext, events: {} as MemberAccessEvent },
  actors: {
    loadWorkspace: fromPromise<WorkspaceResponse, void>(async () => { throw new Error('loadWorkspace not provided'); }),
    saveWorkspaceAccess: fromPromise<unknown, WorkspaceAccessPatch>(async () => {
      throw new Error('saveWorkspaceAccess not provided');
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
          actions: assign({ error: ({ event }) => failureMessage(event.error, 'Could not load.') }),
        },
      },
    },
    failed: { on: { 'access.retry': 'loading' } },
    ready: {
      on: {
        'access.restrict': 'saving',
        'access.unrestrict': 'saving',
        'permission.toggle': 'saving',
        'training.toggle': 'saving',
      },
    },
    saving: {
      invoke: {
        src: 'saveWorkspaceAccess',
        input: ({ context, event }): WorkspaceAccessPatch => {
          const current = context.workspace?.all_members_permissions ?? null;
          switch (event.type) {
            // Restricting starts from everything allowed, so nobody loses access until a box is cleared.
            case 'access.restrict': return { all_members_permissions: current ?? [...PERMISSION_IDS] };
            case 'permission.toggle':
              return { all_members_permissions: toggled(current ?? [...PERMISSION_IDS], event.permission) };
            case 'training.toggle': return { training_opt_out: !(context.workspace?.training_opt_out ?? false) };
            default: return { all_members_permissions: null };
          }
        },
        onDone: { target: 'loading', actions: 'accessChanged' },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error, 'Could not save.') }),
        },
      },
    },
  },
});
