import fc from 'fast-check';
import { expect } from 'vitest';
import { PERMISSION_IDS } from '../../../src/domain';
import { memberAccessMachine } from '../../../src/machines/memberAccess.machine';
import { FAILURES, permissionId, permissionList, workspace } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

export const memberAccessSpec = defineSpec({
  machine: memberAccessMachine,
  events: {
    'access.restrict': noPayload,
    'access.unrestrict': noPayload,
    'permission.toggle': variants(fc.record({ permission: permissionId })),
    'training.toggle': noPayload,
    'access.retry': noPayload,
  },
  actors: {
    loadWorkspace: { done: variants(workspace), error: variants(fc.constant(FAILURES.unavailable)) },
    saveWorkspaceAccess: {
      done: variants(fc.record({ all_members_permissions: fc.option(permissionList, { nil: null }) })),
      error: variants(fc.constant(FAILURES.offline)),
    },
  },
  invariant: ({ context }) => {
    if (context.error !== null) expect(context.error).toMatch(/\S/);
  },
  invariants: {
    loading: (_, { running }) => expect(running()).toEqual(['loadWorkspace']),
    // A failed reload keeps the workspace loaded before (a failed first load has none), so only the error is sure.
    failed: ({ context }) => expect(context.error).toEqual(expect.any(String)),
    ready: ({ context }) => expect(context.workspace).not.toBeNull(),
    // What is saved is the flipped training flag, or "unrestricted" (null), or known permissions without repeats.
    saving: (snapshot, { invoked }) => {
      const { workspace } = snapshot.context;
      expect(workspace).not.toBeNull();
      const patch = invoked('saveWorkspaceAccess')?.input;
      expect(patch).toBeDefined();
      if (patch && 'training_opt_out' in patch) {
        expect(patch.training_opt_out).toBe(!workspace?.training_opt_out);
        return;
      }
      const permissions = patch?.all_members_permissions;
      if (permissions) {
        expect(new Set(permissions).size).toBe(permissions.length);
        for (const permission of permissions) expect(PERMISSION_IDS).toContain(permission);
      }
    },
  },
});
