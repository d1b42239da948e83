import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ChangeTierSchema, CreateGroupSchema, GroupMemberSchema, TIERS, UpdateWorkspaceSchema,
} from '../../src/domain';
import { groupPermissionsOf, loadMembership, loadWorkspace, requireAdmin } from '../accounts/access';
import { newId } from '../auth/secrets';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users, workspaceGroupMembers, workspaceGroups, workspaceMembers, workspaces } from '../db/schema';
import { ApiError, notFound, readJson } from './errors';
import { currentSubscription } from './user';

async function groupsOf(db: Database, workspaceId: string) {
  const groups = await db.select().from(workspaceGroups).where(eq(workspaceGroups.workspaceId, workspaceId))
    .orderBy(workspaceGroups.createdAt);
  const members = groups.length === 0 ? [] : await db
    .select({ groupId: workspaceGroupMembers.groupId, email: users.email, userId: users.id })
    .from(workspaceGroupMembers).innerJoin(users, eq(users.id, workspaceGroupMembers.userId))
    .where(inArray(workspaceGroupMembers.groupId, groups.map((g) => g.id)));
  // Keyed by group id, as the public API answers GET /v1/workspace/groups.
  return Object.fromEntries(groups.map((group) => [group.id, {
    id: group.id,
    name: group.name,
    permissions: group.permissions,
    members: members.filter((m) => m.groupId === group.id).map((m) => ({ user_id: m.userId, email: m.email })),
    group_usage_limit: null,
    group_pvc_limit: null,
  }]));
}

async function ownGroup(db: Database, workspaceId: string, groupId: string) {
  const [group] = await db.select().from(workspaceGroups)
    .where(and(eq(workspaceGroups.id, groupId), eq(workspaceGroups.workspaceId, workspaceId)));
  if (!group) throw notFound('Group not found.');
  return group;
}

async function memberByEmail(db: Database, workspaceId: string, email: string) {
  const [member] = await db.select({ userId: users.id }).from(users)
    .innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .where(and(eq(users.email, email), eq(workspaceMembers.workspaceId, workspaceId)));
  if (!member) throw notFound('No member of this workspace has that email.');
  return member;
}

export const workspaceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    const member = await loadMembership(db, principal);
    const { workspace, subscription } = await currentSubscription(db, principal.workspaceId, now());
    const members = await db.select({ userId: users.id, email: users.email, firstName: users.firstName,
      role: workspaceMembers.role })
      .from(workspaceMembers).innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspace.id)).orderBy(workspaceMembers.createdAt);
    return c.json({
      workspace_id: workspace.id,
      name: workspace.name,
      max_seats: TIERS[workspace.tier].maxSeats,
      created_at_unix: Math.floor(workspace.createdAt.getTime() / 1000),
      all_members_permissions: workspace.allMembersPermissions,
      custom_model_rates: workspace.customModelRates,
      force_logging_disabled: workspace.forceLoggingDisabled,
      training_opt_out: workspace.trainingOptOut,
      // No payment provider is connected, so there is no card customer id.
      payment_customer_id: null,
      subscription,
      role: member.role,
      members: members.map((m) => ({ user_id: m.userId, email: m.email, first_name: m.firstName, role: m.role })),
    });
  })
  .patch('/', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    await requireAdmin(db, principal);
    const body = await readJson(c, UpdateWorkspaceSchema);
    await db.update(workspaces).set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.all_members_permissions !== undefined && { allMembersPermissions: body.all_members_permissions }),
      ...(body.training_opt_out !== undefined && { trainingOptOut: body.training_opt_out }),
    }).where(eq(workspaces.id, principal.workspaceId));
    const workspace = await loadWorkspace(db, principal.workspaceId);
    return c.json({ workspace_id: workspace.id, name: workspace.name,
      all_members_permissions: workspace.allMembersPermissions, training_opt_out: workspace.trainingOptOut });
  })
  .post('/subscription', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    await requireAdmin(db, principal);
    const { tier } = await readJson(c, ChangeTierSchema);
    // Without a payment provider a tier switch is an administrative act: it takes effect at once.
    await db.update(workspaces).set({ tier, subscriptionStatus: tier === 'free' ? 'free' : 'active' })
      .where(eq(workspaces.id, principal.workspaceId));
    const { subscription } = await currentSubscription(db, principal.workspaceId, now());
    return c.json(subscription);
  })
  .get('/groups', async (c) => c.json(await groupsOf(c.get('deps').db, c.get('principal').workspaceId)))
  .get('/groups/me', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const workspace = await loadWorkspace(db, principal.workspaceId);
    return c.json({
      permissions: await groupPermissionsOf(db, principal),
      all_members_permissions: workspace.allMembersPermissions,
    });
  })
  .post('/groups', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    await requireAdmin(db, principal);
    const body = await readJson(c, CreateGroupSchema);
    const id = newId();
    try {
      await db.insert(workspaceGroups).values({ id, workspaceId: principal.workspaceId, name: body.name,
        permissions: [...new Set(body.permissions)], createdAt: now() });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'group_exists', 'A group with this name already exists.');
      }
      throw error;
    }
    return c.json((await groupsOf(db, principal.workspaceId))[id]);
  })
  .post('/groups/:group_id/members', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    await requireAdmin(db, principal);
    const group = await ownGroup(db, principal.workspaceId, c.req.param('group_id'));
    const { email } = await readJson(c, GroupMemberSchema);
    const member = await memberByEmail(db, principal.workspaceId, email);
    await db.insert(workspaceGroupMembers).values({ groupId: group.id, userId: member.userId }).onConflictDoNothing();
    return c.json({ status: 'ok' });
  })
  .post('/groups/:group_id/members/remove', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    await requireAdmin(db, principal);
    const group = await ownGroup(db, principal.workspaceId, c.req.param('group_id'));
    const { email } = await readJson(c, GroupMemberSchema);
    const member = await memberByEmail(db, principal.workspaceId, email);
    await db.delete(workspaceGroupMembers).where(and(eq(workspaceGroupMembers.groupId, group.id),
      eq(workspaceGroupMembers.userId, member.userId)));
    return c.json({ status: 'ok' });
  });
