import { randomInt } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import {
  DESIGN_PREVIEW_COUNT, DESIGN_PREVIEW_TTL_MS, DESIGN_SEED_MAX, SPEECH_MESSAGES, TIERS, VOICE_DESIGN_MESSAGES,
  type VoiceDesignResponse, type VoicePreviewResponse,
} from '../../src/domain';
import { loadWorkspace, requirePermissionIn } from '../accounts/access';
import { characterCost, chargeCredits, refundCredits, type Charge } from '../accounts/credits';
import { refreshCreditPeriod } from '../accounts/subscription';
import { ApiError } from '../api/errors';
import { newId } from '../auth/secrets';
import type { AppDeps, Principal } from '../context';
import { voiceDesignPreviews } from '../db/schema';
import {
  collectSpeech, DEFAULT_DESIGN_OUTPUT_FORMAT, DEFAULT_OUTPUT_FORMAT, DEFAULT_TTS_MODEL_ID, DEFAULT_VOICE_SETTINGS, embeddedEngine,
  encodeAudio, findModel, formatAllowedForTier, languageOfEspeakVoice, parseOutputFormat, type OutputFormat, type VoiceModel,
} from '../engine';
import { applyQuality, withLoudness } from '../engine/design/post';
import { parsePrompt } from '../engine/design/prompt';
import { blendPrior, drawVoice, priorOf } from '../engine/design/traits';
import { autoPreviewText } from './autoText';
import { checkPrompt } from './policy';

/**
 * Voice design previews (api-contract §2): policy check → text → charge → three seeded draws rendered by the
 * embedded engine → stored in voice_design_previews and the blob store for DESIGN_PREVIEW_TTL_MS (24 hours) or
 * until saved. A design model is a parameter vector only the embedded engine renders, so previews always use it,
 * even when speech goes to an upstream API.
 */

export type PreviewRow = typeof voiceDesignPreviews.$inferSelect;

export interface DesignInput {
  prompt: string;
  text: string | null;
  autoGenerateText: boolean;
  loudness: number;
  seed: number | null;
  guidanceScale: number;
  /** Null: no smoothing choice (v3 hides quality). */
  quality: number | null;
  modelId: string;
  /** v3 reference (fitted from audio) or the remixed voice's own model. */
  reference: VoiceModel | null;
  promptStrength: number | null;
  /** Null: the design default (mp3_44100_192), or mp3_44100_128 on tiers that may not have it. */
  format: OutputFormat | null;
}

/** Prompt strength when a reference is given without one: halfway between the prompt and the reference. */
const DEFAULT_PROMPT_STRENGTH = 0.5;

export const previewKeyOf = (workspaceId: string, generatedVoiceId: string, extension: string) =>
  `${workspaceId}/voice-design/${generatedVoiceId}.${extension}`;

export const invalidGeneratedVoiceId = (id: string) =>
  new ApiError(404, 'invalid_generated_voice_id', VOICE_DESIGN_MESSAGES.invalidGeneratedVoiceId(id));

/** Renders one drawn model: the engine's speech, then the quality's smoothing, then the output format. */
export async function renderDesignPreview(model: VoiceModel, text: string, seed: number, quality: number | null, format: OutputFormat) {
  const speech = await collectSpeech(embeddedEngine.synthesize({
    text,
    voice: { voiceId: 'design-preview', version: 0, language: languageOfEspeakVoice(model.espeakVoice), model },
    settings: DEFAULT_VOICE_SETTINGS,
    modelId: DEFAULT_TTS_MODEL_ID,
    seed,
  }));
  const samples = applyQuality(speech.samples, speech.sampleRate, quality);
  return { audio: await encodeAudio(samples, speech.sampleRate, format), durationSecs: samples.length / speech.sampleRate };
}

/** The models a design request draws: seeds seed, seed + 1, seed + 2 from the prompt's (possibly blended) prior. */
export function designModels(input: Pick<DesignInput, 'prompt' | 'loudness' | 'guidanceScale' | 'reference' | 'promptStrength'>, seed: number): VoiceModel[] {
  const traits = parsePrompt(input.prompt);
  let prior = priorOf(traits);
  if (input.reference) {
    prior = blendPrior(prior, input.reference, input.promptStrength ?? DEFAULT_PROMPT_STRENGTH, traits.language !== null);
  }
  return Array.from({ length: DESIGN_PREVIEW_COUNT }, (_, index) =>
    withLoudness(drawVoice(prior, seed + index, input.guidanceScale), input.loudness));
}

export async function createPreviews(deps: AppDeps, principal: Principal, input: DesignInput): Promise<VoiceDesignResponse> {
  const { db, blobs, now } = deps;
  await pruneExpiredPreviews(deps, principal.workspaceId);
  const verdict = checkPrompt(input.prompt);
  if (!verdict.allowed) throw new ApiError(400, 'blocked_generation', VOICE_DESIGN_MESSAGES.blockedGeneration);
  const workspace = await refreshCreditPeriod(db, await loadWorkspace(db, principal.workspaceId), now());
  await requirePermissionIn(db, principal, workspace, 'voice_lab');
  const designDefault = parseOutputFormat(DEFAULT_DESIGN_OUTPUT_FORMAT);
  const format = input.format
    ?? (formatAllowedForTier(designDefault, workspace.tier) ? designDefault : parseOutputFormat(DEFAULT_OUTPUT_FORMAT));
  if (!formatAllowedForTier(format, workspace.tier)) {
    throw new ApiError(403, 'output_format_not_allowed',
      SPEECH_MESSAGES.outputFormatNotAllowed(format.id, TIERS[workspace.tier].name));
  }
  const seed = input.seed ?? randomInt(0, DESIGN_SEED_MAX);
  const traits = parsePrompt(input.prompt);
  const text = input.text ?? autoPreviewText(traits, seed);
  const multiplier = findModel(input.modelId)?.model_rates.character_cost_multiplier ?? 1;
  const charge: Charge = await chargeCredits(db, principal,
    characterCost(Array.from(text).length, input.modelId, multiplier, workspace));
  const stored: string[] = [];
  try {
    const previews: VoicePreviewResponse[] = [];
    const models = designModels(input, seed);
    const createdAt = now();
    for (const [index, model] of models.entries()) {
      const rendered = await renderDesignPreview(model, text, seed + index, input.quality, format);
      const generatedVoiceId = newId();
      const audioKey = previewKeyOf(principal.workspaceId, generatedVoiceId, format.fileExtension);
      await blobs.put(audioKey, rendered.audio, format.contentType);
      stored.push(audioKey);
      const language = languageOfEspeakVoice(model.espeakVoice);
      await db.insert(voiceDesignPreviews).values({
        generatedVoiceId, workspaceId: principal.workspaceId, userId: principal.userId, modelId: input.modelId,
        prompt: input.prompt, text, language, model, seed: seed + index, audioKey, mediaType: format.contentType,
        durationSecs: rendered.durationSecs, createdAt, expiresAt: new Date(createdAt.getTime() + DESIGN_PREVIEW_TTL_MS),
      });
      previews.push({
        generated_voice_id: generatedVoiceId, audio_base_64: Buffer.from(rendered.audio).toString('base64'),
        media_type: format.contentType, duration_secs: Number(rendered.durationSecs.toFixed(3)), language,
      });
    }
    return { previews, text };
  } catch (error) {
    await refundCredits(db, principal, charge);
    await Promise.all(stored.map((key) => blobs.delete(key)));
    throw error;
  }
}

/** A preview the workspace may use: its own and not expired. Anything else answers as if it never existed. */
export async function findPreview(deps: AppDeps, workspaceId: string, generatedVoiceId: string): Promise<PreviewRow> {
  const [row] = await deps.db.select().from(voiceDesignPreviews).where(and(
    eq(voiceDesignPreviews.generatedVoiceId, generatedVoiceId), eq(voiceDesignPreviews.workspaceId, workspaceId),
    gt(voiceDesignPreviews.expiresAt, deps.now())));
  if (!row) throw invalidGeneratedVoiceId(generatedVoiceId);
  return row;
}

/** Drops a workspace's expired, unsaved previews and their audio (run before each new design request). */
export async function pruneExpiredPreviews(deps: AppDeps, workspaceId: string): Promise<void> {
  const expired = await deps.db.delete(voiceDesignPreviews).where(and(
    eq(voiceDesignPreviews.workspaceId, workspaceId), lt(voiceDesignPreviews.expiresAt, deps.now())))
    .returning({ audioKey: voiceDesignPreviews.audioKey });
  await Promise.all(expired.map((row) => deps.blobs.delete(row.audioKey)));
}
