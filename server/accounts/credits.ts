import { eq, sql } from 'drizzle-orm';
import { SPEECH_MESSAGES, TIER_IDS, TIERS } from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import { apiKeys, historyItems, workspaces } from '../db/schema';

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

/** What is written together with a charge, in the same statement, so it exists exactly when the charge passed. */
export interface ChargeRecords {
  /** A new generation's record (workspace-shell §4.4), replacing any earlier one with the same key. */
  generation?: { key: string; firstGeneratedAt: Date };
  /** The history row; its character_count_change_from/to are the charge's. */
  history?: Omit<typeof historyItems.$inferInsert, 'characterCountChangeFrom' | 'characterCountChangeTo'>;
}

/** The rows of a raw statement's result: PGlite's driver wraps them in `rows`, postgres-js returns them as is. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Charges `cost` credits in one conditional UPDATE: it passes when the total stays within the tier's limit, or
 * when the tier bills usage beyond it; otherwise nothing changes and the caller gets 401 quota_exceeded (the
 * public API's status for it, api-contract §1). Run after the credit period has been refreshed. The API key's own
 * count and the `records` are written by the same statement (data-modifying CTEs): one round trip before the
 * first audio, and the history row exists if and only if the charge passed.
 */
export async function chargeCredits(db: Database, principal: Principal, cost: number, records: ChargeRecords = {}): Promise<Charge> {
  const ctes = [sql`charged as (
    update ${workspaces} set character_count = ${workspaces.characterCount} + ${cost}
    where ${workspaces.id} = ${principal.workspaceId} and (
      ${workspaces.characterCount} + ${cost} <= case ${workspaces.tier} ${LIMIT_BY_TIER} else 0 end or ${overageAllowed})
    returning ${workspaces.characterCount})`];
  if (principal.via === 'api_key' && cost > 0) {
    ctes.push(sql`key_usage as (
      update ${apiKeys} set character_count = ${apiKeys.characterCount} + ${cost}
      where ${apiKeys.id} = ${principal.credentialId} and exists (select 1 from charged))`);
  }
  const { generation, history } = records;
  if (generation) {
    ctes.push(sql`generation as (
      insert into generations (workspace_id, generation_key, first_generated_at, regeneration_count)
      values (${principal.workspaceId}::text, ${generation.key}::text, ${generation.firstGeneratedAt.toISOString()}::timestamptz, 0)
      on conflict (workspace_id, generation_key)
      do update set first_generated_at = excluded.first_generated_at, regeneration_count = 0)`);
  }
  if (history) {
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    ctes.push(sql`history as (
      insert into history_items (history_item_id, request_id, workspace_id, user_id, voice_id, voice_name,
        voice_category, model_id, text, settings, character_count_change_from, character_count_change_to,
        output_format, content_type, source, state, generation_info, regeneration_count, created_at)
      select ${history.historyItemId}::text, ${history.requestId}::text, ${history.workspaceId}::text,
        ${history.userId ?? null}::text, ${history.voiceId}::text, ${history.voiceName}::text,
        ${history.voiceCategory}::text, ${history.modelId}::text, ${history.text}::text, ${json(history.settings)},
        charged.character_count - ${cost}::int, charged.character_count, ${history.outputFormat}::text,
        ${history.contentType}::text, ${history.source}::text, ${history.state}::text, ${json(history.generationInfo)},
        ${history.regenerationCount ?? 0}::int, ${(history.createdAt ?? new Date()).toISOString()}::timestamptz
      from charged)`);
  }
  const [charged] = rowsOf<{ character_count: number }>(
    await db.execute(sql`with ${sql.join(ctes, sql`, `)} select character_count from charged`));
  if (!charged) {
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, principal.workspaceId));
    const limit = workspace ? TIERS[workspace.tier].characterLimit : 0;
    throw new ApiError(401, 'quota_exceeded',
      SPEECH_MESSAGES.quotaExceeded(limit, limit - (workspace?.characterCount ?? 0), cost));
  }
  const to = Number(charged.character_count);
  return { from: to - cost, to, cost };
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
