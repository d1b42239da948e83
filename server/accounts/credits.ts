import { eq, sql } from 'drizzle-orm';
import { SPEECH_MESSAGES, TIER_IDS, TIERS } from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import { apiKeys, workspaces } from '../db/schema';

type WorkspaceRow = typeof workspaces.$inferSelect;

/**
 * What a request costs (workspace-shell §9): characters × the workspace's custom rate for the model, or else the
 * model's own multiplier. Credits are whole numbers, so a fractional cost is rounded up.
 */
export function characterCost(characters: number, modelId: string, modelMultiplier: number, workspace: WorkspaceRow): number {
  const multiplier = workspace.customModelRates[modelId]?.character_cost_multiplier ?? modelMultiplier;
  return Math.ceil(characters * multiplier);
}

// The tier table, inlined into the one UPDATE that charges, so the limit test and the charge cannot be split by a
// concurrent request or tier change.
const LIMIT_BY_TIER = sql.join(TIER_IDS.map((id) => sql`when ${id} then ${sql.raw(String(TIERS[id].characterLimit))}`), sql` `);
const OVERAGE_TIERS = TIER_IDS.filter((id) => TIERS[id].flags.usageBasedBilling || TIERS[id].flags.unlimitedQuota);
const overageAllowed = OVERAGE_TIERS.length === 0
  ? sql`false`
  : sql`${workspaces.tier} in (${sql.join(OVERAGE_TIERS.map((id) => sql`${id}`), sql`, `)})`;

export interface Charge {
  /** The workspace's character_count before and after the charge. */
  from: number;
  to: number;
  cost: number;
}

/**
 * Charges `cost` credits in one conditional UPDATE: it passes when the total stays within the tier's limit, or
 * when the tier bills usage beyond it; otherwise nothing changes and the caller gets 401 quota_exceeded (the
 * public API's status for it, api-contract §1). Run after the credit period has been refreshed.
 */
export async function chargeCredits(db: Database, principal: Principal, cost: number): Promise<Charge> {
  const [charged] = await db.update(workspaces)
    .set({ characterCount: sql`${workspaces.characterCount} + ${cost}` })
    .where(sql`${workspaces.id} = ${principal.workspaceId} and (
      ${workspaces.characterCount} + ${cost} <= case ${workspaces.tier} ${LIMIT_BY_TIER} else 0 end or ${overageAllowed})`)
    .returning({ characterCount: workspaces.characterCount });
  if (!charged) {
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, principal.workspaceId));
    const limit = workspace ? TIERS[workspace.tier].characterLimit : 0;
    throw new ApiError(401, 'quota_exceeded',
      SPEECH_MESSAGES.quotaExceeded(limit, limit - (workspace?.characterCount ?? 0), cost));
  }
  if (principal.via === 'api_key' && cost > 0) {
    await db.update(apiKeys).set({ characterCount: sql`${apiKeys.characterCount} + ${cost}` })
      .where(eq(apiKeys.id, principal.credentialId));
  }
  return { from: charged.characterCount - cost, to: charged.characterCount, cost };
}

/** Gives back a charge whose work failed, so a failed request costs nothing (workspace-shell §8.1). */
export async function refundCredits(db: Database, principal: Principal, charge: Charge): Promise<void> {
  if (charge.cost === 0) return;
  await db.update(workspaces)
    .set({ characterCount: sql`greatest(${workspaces.characterCount} - ${charge.cost}, 0)` })
    .where(eq(workspaces.id, principal.workspaceId));
  if (principal.via === 'api_key') {
    await db.update(apiKeys).set({ characterCount: sql`greatest(${apiKeys.characterCount} - ${charge.cost}, 0)` })
      .where(eq(apiKeys.id, principal.credentialId));
  }
}
