import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES, MESSAGES, PERMISSION_LABELS, hasPermission, type PermissionId,
} from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import { workspaceGroupMembers, workspaceGroups, workspaceMembers, workspaces } from '../db/schema';

export async function loadWorkspace(db: Database, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) throw new ApiError(401, 'invalid_session', ACCOUNT_MESSAGES.sessionExpired);
  return workspace;
}

export async function loadMembership(db: Database, principal: Principal) {
  const [member] = await db.select().from(workspaceMembers).where(and(
    eq(workspaceMembers.workspaceId, principal.workspaceId), eq(workspaceMembers.userId, principal.userId)));
  // A member removed from the workspace keeps no access through old sessions or keys.
  if (!member) throw new ApiError(401, 'invalid_session', ACCOUNT_MESSAGES.sessionExpired);
  return member;
}

/** The union of the permissions of the caller's groups in their workspace. */
export async function groupPermissionsOf(db: Database, principal: Principal): Promise<PermissionId[]> {
  const rows = await db.select({ permissions: workspaceGroups.permissions })
    .from(workspaceGroupMembers)
    .innerJoin(workspaceGroups, eq(workspaceGroups.id, workspaceGroupMembers.groupId))
    .where(and(eq(workspaceGroupMembers.userId, principal.userId),
      eq(workspaceGroups.workspaceId, principal.workspaceId)));
  return [...new Set(rows.flatMap((row) => row.permissions))];
}

export async function requireAdmin(db: Database, principal: Principal): Promise<void> {
  const member = await loadMembership(db, principal);
  if (member.role !== 'workspace_admin') throw new ApiError(403, 'not_workspace_admin', ACCOUNT_MESSAGES.notAdmin);
}

/**
 * The server applies the same access rule as the client's permission gate, with the same message. Returns the
 * workspace row it read, so a caller that needs it does not load it again.
 */
export async function requirePermission(
  db: Database, principal: Principal, permission: PermissionId,
): Promise<typeof workspaces.$inferSelect> {
  const workspace = await loadWorkspace(db, principal.workspaceId);
  await requirePermissionIn(db, principal, workspace, permission);
  return workspace;
}

/** requirePermission for a caller that has already read the workspace row (with other data, in one query). */
export async function requirePermissionIn(
  db: Database, principal: Principal, workspace: typeof workspaces.$inferSelect, permission: PermissionId,
): Promise<void> {
  if (workspace.allMembersPermissions === null) return;
  if (hasPermission(permission, workspace.allMembersPermissions, await groupPermissionsOf(db, principal))) return;
  throw new ApiError(403, 'missing_permission', MESSAGES.accessDenied(PERMISSION_LABELS[permission]));
}
