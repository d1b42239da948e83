import { eq } from 'drizzle-orm';
import {
  ONBOARDING_CHECKLIST_ID, ONBOARDING_STEP_IDS, type OnboardingChecklistItem, type OnboardingChecklistResponse,
  type OnboardingStepId,
} from '../../src/domain';
import type { Database } from '../db/client';
import { apiKeys, onboardingChecklists } from '../db/schema';

type Row = typeof onboardingChecklists.$inferSelect;

/**
 * Steps the server can see done for itself. Seeing one done completes it for good: the step is about having done
 * it once, so revoking the key later does not reopen it.
 */
const DONE_WHEN: Partial<Record<OnboardingStepId, (db: Database, userId: string) => Promise<boolean>>> = {
  create_api_key: async (db, userId) =>
    (await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId)).limit(1)).length > 0,
};

/** The catalog's steps in its order, keeping what was stored; a step the catalog gained later starts open. */
function catalogItems(stored: Row['items']): OnboardingChecklistItem[] {
  return ONBOARDING_STEP_IDS.map((id) => ({
    onboarding_checklist_item_id: id,
    is_completed: stored.find((item) => item.onboarding_checklist_item_id === id)?.is_completed ?? false,
  }));
}

async function withObservedSteps(db: Database, userId: string, items: OnboardingChecklistItem[]) {
  return Promise.all(items.map(async (item) => {
    const seen = !item.is_completed && (await DONE_WHEN[item.onboarding_checklist_item_id]?.(db, userId));
    return seen ? { ...item, is_completed: true } : item;
  }));
}

const view = (row: Row, items: OnboardingChecklistItem[]): OnboardingChecklistResponse =>
  ({ checklist_id: row.checklistId, hidden: row.hidden, items });

const sameItems = (a: OnboardingChecklistItem[], b: Row['items']) => a.length === b.length
  && a.every((item, i) => item.onboarding_checklist_item_id === b[i]?.onboarding_checklist_item_id
    && item.is_completed === b[i]?.is_completed);

/**
 * Read-modify-write under a row lock, so two changes arriving together (two tabs, a step seen done while the user
 * ticks another) cannot overwrite each other. The checklist is created on the user's first read.
 */
async function changeChecklist(db: Database, userId: string, now: Date,
  change: (current: { items: OnboardingChecklistItem[]; hidden: boolean }, tx: Database) =>
    Promise<{ items: OnboardingChecklistItem[]; hidden: boolean }>): Promise<OnboardingChecklistResponse> {
  await db.insert(onboardingChecklists)
    .values({ userId, checklistId: ONBOARDING_CHECKLIST_ID, items: catalogItems([]), updatedAt: now })
    .onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(onboardingChecklists).where(eq(onboardingChecklists.userId, userId))
      .for('update');
    if (!row) throw new Error(`no onboarding checklist for ${userId} right after creating it`);
    const next = await change({ items: catalogItems(row.items), hidden: row.hidden }, tx);
    if (next.hidden === row.hidden && sameItems(next.items, row.items)) return view(row, next.items);
    const [updated] = await tx.update(onboardingChecklists).set({ ...next, updatedAt: now })
      .where(eq(onboardingChecklists.userId, userId)).returning();
    return view(updated!, next.items);
  });
}

/** Every GET /v1/user reads this, so a checklist with nothing new to record is read without a lock or a write. */
export async function loadChecklist(db: Database, userId: string, now: Date): Promise<OnboardingChecklistResponse> {
  const [row] = await db.select().from(onboardingChecklists).where(eq(onboardingChecklists.userId, userId));
  if (row) {
    const items = await withObservedSteps(db, userId, catalogItems(row.items));
    if (sameItems(items, row.items)) return view(row, items);
  }
  return changeChecklist(db, userId, now, async (current, tx) =>
    ({ ...current, items: await withObservedSteps(tx, userId, current.items) }));
}

export function setStepCompleted(db: Database, userId: string, stepId: OnboardingStepId, isCompleted: boolean,
  now: Date) {
  return changeChecklist(db, userId, now, async (current, tx) => {
    const items = current.items.map((item) =>
      item.onboarding_checklist_item_id === stepId ? { ...item, is_completed: isCompleted } : item);
    // A step the server sees done stays done, whatever is sent.
    return { ...current, items: await withObservedSteps(tx, userId, items) };
  });
}

export function hideChecklist(db: Database, userId: string, now: Date) {
  return changeChecklist(db, userId, now, async (current) => ({ ...current, hidden: true }));
}
