import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES, isFreeTier, labelsIssue, professionalLimitDenial, TIERS, VOICE_CREATION_MESSAGES, VOICE_MESSAGES,
  type ProfessionalDraft, type ProfessionalDraftUpdate, type VoiceEdit,
} from '../../src/domain';
import { requirePermission, requirePermissionIn } from '../accounts/access';
import { slotUsageOf } from '../accounts/slots';
import { ApiError, ValidationError } from '../api/errors';
import { newId } from '../auth/secrets';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import { libraryVoices, voices, workspaces } from '../db/schema';
import { findLanguage, PREMADE_VOICES } from '../engine';
import type { VoiceModel } from '../engine/types';
import { findVisibleVoice, voiceNotFound, type VoiceRow } from './store';

/**
 * Voices a workspace makes its own: copies of library voices, professional drafts, and edits of either. Every
 * change that takes a slot runs in a transaction holding the workspace row, so two requests cannot both take the
 * last slot.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockWorkspace(tx: Transaction, workspaceId: string) {
  const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  if (!workspace) throw new ApiError(401, 'invalid_session', ACCOUNT_MESSAGES.sessionExpired);
  return workspace;
}

/** Every owned voice takes a voice slot (server/accounts/slots.ts); at the tier's limit nothing more is added. */
async function requireVoiceSlot(tx: Transaction, workspace: typeof workspaces.$inferSelect): Promise<void> {
  const { voiceSlotsUsed } = await slotUsageOf(tx, workspace.id);
  if (voiceSlotsUsed >= TIERS[workspace.tier].voiceLimit) {
    throw new ApiError(400, 'voice_limit_reached', VOICE_CREATION_MESSAGES.customVoiceSlotsUsed);
  }
}

/** Runs `work` in a transaction that holds the workspace row, once a voice slot is known to be free. */
export function inFreeVoiceSlot<T>(db: Database, workspaceId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await requireVoiceSlot(tx, await lockWorkspace(tx, workspaceId));
    return work(tx);
  });
}

/**
 * POST /v1/voices/add/{public_user_id}/{voice_id}: a copy of a library voice in the caller's workspace, with the
 * library voice's model, labels, description and category, and `sharing` saying where it came from.
 */
export async function addLibraryVoice(db: Database, principal: Principal, input: {
  publicUserId: string; libraryVoiceId: string; name: string; now: Date;
}): Promise<string> {
  return db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, principal.workspaceId);
    await requirePermissionIn(tx, principal, workspace, 'add_voice_from_voice_library');
    const [library] = await tx.select().from(libraryVoices).where(and(
      eq(libraryVoices.voiceId, input.libraryVoiceId), eq(libraryVoices.publicOwnerId, input.publicUserId)));
    if (!library) {
      const [own] = await tx.select({ voiceId: voices.voiceId }).from(voices)
        .where(and(eq(voices.voiceId, input.libraryVoiceId), eq(voices.workspaceId, workspace.id)));
      if (own) throw new ApiError(400, 'voice_already_owned', VOICE_MESSAGES.ownVoiceNotAddable);
      throw voiceNotFound(input.libraryVoiceId);
    }
    const [copy] = await tx.select({ voiceId: voices.voiceId }).from(voices)
      .where(and(eq(voices.workspaceId, workspace.id), eq(voices.originalVoiceId, library.voiceId)));
    if (copy) throw new ApiError(400, 'voice_already_added', VOICE_MESSAGES.libraryVoiceAlreadyAdded);
    if (!library.freeUsersAllowed && isFreeTier(workspace.tier)) {
      throw new ApiError(403, 'free_users_not_allowed', VOICE_MESSAGES.paidSubscribersOnly);
    }
    await requireVoiceSlot(tx, workspace);

    const voiceId = newId();
    const labels: Record<string, string> = {
      language: library.language, accent: library.accent, gender: library.gender, age: library.age,
      descriptive: library.descriptive, use_case: library.useCase,
    };
    await tx.insert(voices).values({
      voiceId,
      workspaceId: workspace.id,
      createdByUserId: principal.userId,
      category: library.category,
      name: input.name,
      description: library.description,
      labels,
      model: library.model,
      version: library.version,
      originalVoiceId: library.voiceId,
      // A shared professional voice is shared trained: its copy is ready to use, never a session to resume.
      fineTuningState: library.category === 'professional' ? 'fine_tuned' : null,
      sharing: {
        status: 'copied',
        public_owner_id: library.publicOwnerId,
        original_voice_id: library.voiceId,
        free_users_allowed: library.freeUsersAllowed,
        live_moderation_enabled: library.liveModerationEnabled,
        rate: library.rate,
        fiat_rate: library.fiatRate,
        notice_period: library.noticePeriod,
        disable_at_unix: null,
        featured: library.featured,
        category: library.category,
        cloned_by_count: library.clonedByCount + 1,
        name: library.name,
        description: library.description,
        labels,
        enabled_in_library: false,
      },
      createdAt: input.now,
    });
    await tx.update(libraryVoices).set({ clonedByCount: sql`${libraryVoices.clonedByCount} + 1` })
      .where(eq(libraryVoices.voiceId, library.voiceId));
    return voiceId;
  });
}

/**
 * The voice model a professional draft starts with, until its own recordings are trained: the first premade voice
 * of that language, else the first premade voice reading through that language's espeak-ng voice.
 */
export function draftModelFor(language: string): VoiceModel {
  const premade = PREMADE_VOICES.find((voice) => voice.labels.language === language);
  if (premade) return premade.model;
  const template = PREMADE_VOICES[0]!.model;
  return { ...template, espeakVoice: findLanguage(language)?.espeakVoice ?? template.espeakVoice };
}

/** Whatever is given replaces the stored value; the language is stored as the `language` label, as voices carry it. */
function draftLabels(language: string, labels: Record<string, string> | null | undefined, current: Record<string, string>) {
  const { language: _ignored, ...rest } = labels ?? current;
  return { language, ...rest };
}

/** POST /v1/voices/pvc: a professional voice in the `draft` state (voice-creation §4, §6). */
export async function createProfessionalDraft(
  db: Database, principal: Principal, draft: ProfessionalDraft, now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, principal.workspaceId);
    await requirePermissionIn(tx, principal, workspace, 'create_professional_voice_clone');
    const tier = TIERS[workspace.tier];
    if (!tier.canUseProfessionalVoiceCloning) {
      throw new ApiError(403, 'professional_voice_cloning_unavailable', VOICE_CREATION_MESSAGES.professionalCloneNeedsCreator);
    }
    const { professionalVoiceSlotsUsed } = await slotUsageOf(tx, workspace.id);
    if (professionalVoiceSlotsUsed >= tier.professionalVoiceLimit) {
      throw new ApiError(400, 'professional_voice_limit_reached',
        professionalLimitDenial(workspace.tier, tier.professionalVoiceLimit).message);
    }
    await requireVoiceSlot(tx, workspace);
    const voiceId = newId();
    await tx.insert(voices).values({
      voiceId,
      workspaceId: workspace.id,
      createdByUserId: principal.userId,
      category: 'professional',
      name: draft.name,
      description: draft.description || null,
      labels: draftLabels(draft.language, draft.labels, {}),
      model: draftModelFor(draft.language),
      fineTuningState: 'draft',
      createdAt: now,
    });
    return voiceId;
  });
}

/** A voice of the caller's workspace; premade voices are visible but nobody's to change. */
export async function findOwnVoice(db: Database, principal: Principal, voiceId: string): Promise<VoiceRow> {
  const voice = await findVisibleVoice(db, principal.workspaceId, voiceId);
  if (voice.workspaceId === null) throw new ApiError(403, 'premade_voice_not_editable', VOICE_MESSAGES.premadeVoiceNotEditable);
  return voice;
}

const labelsInvalid = (message: string) =>
  new ValidationError([{ loc: ['body', 'labels'], msg: message, type: 'check' }]);

/**
 * POST /v1/voices/pvc/{voice_id}: name, language, description and labels of an own professional voice. While it is
 * a draft (no recordings trained yet) its model follows its language; after that the model is the trained one.
 */
export async function updateProfessionalDraft(
  db: Database, principal: Principal, voiceId: string, update: ProfessionalDraftUpdate,
): Promise<void> {
  const voice = await findOwnVoice(db, principal, voiceId);
  await requirePermission(db, principal, 'create_professional_voice_clone');
  if (voice.category !== 'professional') throw new ApiError(400, 'not_professional_voice', VOICE_MESSAGES.notProfessionalVoice);
  const language = update.language ?? voice.labels.language ?? 'en';
  const issue = update.labels ? labelsIssue(update.labels, language) : null;
  if (issue) throw labelsInvalid(issue);
  const retrain = voice.fineTuningState === 'draft' && language !== voice.labels.language;
  await db.update(voices).set({
    name: update.name ?? voice.name,
    description: update.description === undefined ? voice.description : update.description || null,
    labels: draftLabels(language, update.labels, voice.labels),
    ...(retrain ? { model: draftModelFor(language), version: voice.version + 1 } : {}),
  }).where(and(eq(voices.voiceId, voice.voiceId), eq(voices.workspaceId, principal.workspaceId)));
}

/**
 * POST /v1/voices/{voice_id}/edit: name, description and labels of an own voice. The voice model is untouched, so
 * its previews and seeded speech stay as they were.
 */
export async function editOwnVoice(db: Database, principal: Principal, voice: VoiceRow, edit: VoiceEdit): Promise<void> {
  await db.update(voices).set({
    name: edit.name ?? voice.name,
    description: edit.description === undefined ? voice.description : edit.description || null,
    labels: edit.labels ?? voice.labels,
  }).where(and(eq(voices.voiceId, voice.voiceId), eq(voices.workspaceId, principal.workspaceId)));
}
