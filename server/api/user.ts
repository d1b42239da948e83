import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isChecklistComplete, resolveFeatureFlags, NEW_ACCOUNT_MAX_AGE_MS } from '../../src/domain';
import { groupPermissionsOf, loadMembership, loadWorkspace } from '../accounts/access';
import { ensureDefaultLink } from '../accounts/affiliate';
import { loadChecklist } from '../accounts/onboarding';
import { refreshCreditPeriod, subscriptionView } from '../accounts/subscription';
import { slotUsageOf } from '../accounts/slots';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';


export async function currentSubscription(db: Database, workspaceId: string, now: Date) {
  const workspace = await refreshCreditPeriod(db, await loadWorkspace(db, workspaceId), now);
  return { workspace, subscription: subscriptionView(workspace, await slotUsageOf(db, workspaceId)) };
}

export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    const [user] = await db.select().from(users).where(eq(users.id, principal.userId));
    const member = await loadMembership(db, principal);
    const { workspace, subscription } = await currentSubscription(db, principal.workspaceId, now());
    const [latestKey] = await db.select({ hint: apiKeys.keyHint }).from(apiKeys)
      .where(and(eq(apiKeys.userId, principal.userId), eq(apiKeys.workspaceId, principal.workspaceId)))
      .orderBy(desc(apiKeys.createdAt)).limit(1);
    if (!user) throw new Error(`principal ${principal.userId} has no user row`);
    const isAdmin = member.role === 'workspace_admin';
    const checklist = await loadChecklist(db, user.id, now());
    const defaultLink = user.partnerDefaultLink ?? await ensureDefaultLink(db, user.id, c.req.url);
    return c.json({
      user_id: user.id,
      subscription,
      subscription_extras: null,
      is_new_user: now().getTime() - user.createdAt.getTime() < NEW_ACCOUNT_MAX_AGE_MS,
      xi_api_key: null,
      is_api_key_hashed: true,
      xi_api_key_preview: latestKey ? `…${latestKey.hint}` : null,
      can_use_delayed_payment_methods: false,
      is_onboarding_completed: user.onboardingSurvey !== null,
      is_onboarding_checklist_completed: isChecklistComplete(checklist),
      first_name: user.firstName,
      referral_link_code: user.referralLinkCode,
      partnerstack_partner_default_link: defaultLink,
      created_at: Math.floor(user.createdAt.getTime() / 1000),
      show_compliance_terms: false,
      seat_type: 'workspace_member',
      // Timbre's own fields for the shell.
      email: user.email,
      photo_url: user.photoUrl,
      public_user_id: user.publicUserId,
      is_producer: user.isProducer,
      onboarding_survey: user.onboardingSurvey,
      onboarding_checklist: checklist,
      workspace_id: workspace.id,
      workspace_name: workspace.name,
      workspace_role: member.role,
      is_workspace_admin: isAdmin,
      can_access_workspace_settings: isAdmin,
      workspace_training_opt_out: workspace.trainingOptOut,
      feature_flags: resolveFeatureFlags(workspace.featureFlags),
      group_permissions: await groupPermissionsOf(db, principal),
      all_members_permissions: workspace.allMembersPermissions,
    });
  })
  .get('/subscription', async (c) => {
    const { db, now } = c.get('deps');
    const { subscription } = await currentSubscription(db, c.get('principal').workspaceId, now());
    return c.json(subscription);
  });
