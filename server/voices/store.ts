import { and, eq, isNull, or } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES, SPEECH_MESSAGES, type FineTuningState, type MyVoiceResponse, type VoiceSettingsResponse,
} from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import { voiceSettings, voices, workspaces } from '../db/schema';
import {
  DEFAULT_TTS_MODEL_ID, DEFAULT_VOICE_SETTINGS, languageOfEspeakVoice, type EngineVoice,
} from '../engine';

export type VoiceRow = typeof voices.$inferSelect;

/** A workspace sees the premade voices and its own; every other voice id answers as if it did not exist. */
export const visibleTo = (workspaceId: string) => or(isNull(voices.workspaceId), eq(voices.workspaceId, workspaceId));

export const voiceNotFound = (voiceId: string) => new ApiError(404, 'voice_not_found', SPEECH_MESSAGES.voiceNotFound(voiceId));

export async function findVisibleVoice(db: Database, workspaceId: string, voiceId: string): Promise<VoiceRow> {
  const [voice] = await db.select().from(voices).where(and(eq(voices.voiceId, voiceId), visibleTo(workspaceId)));
  if (!voice) throw voiceNotFound(voiceId);
  return voice;
}

/** The settings a workspace uses for a voice: its own edit, else the voice's defaults, else the global ones. */
export async function settingsOf(db: Database, workspaceId: string, voice: VoiceRow): Promise<VoiceSettingsResponse> {
  const [own] = await db.select({ settings: voiceSettings.settings }).from(voiceSettings)
    .where(and(eq(voiceSettings.workspaceId, workspaceId), eq(voiceSettings.voiceId, voice.voiceId)));
  return own?.settings ?? voice.settings ?? DEFAULT_VOICE_SETTINGS;
}

/**
 * What a speech request reads before anything else, in one query: the caller's workspace row, and the voice (if
 * the workspace sees it) with the workspace's own settings for it. No workspace row: the session is stale.
 */
export async function loadWorkspaceAndVoice(db: Database, workspaceId: string, voiceId: string) {
  const [row] = await db.select({ workspace: workspaces, voice: voices, own: voiceSettings.settings }).from(workspaces)
    .leftJoin(voices, and(eq(voices.voiceId, voiceId), visibleTo(workspaceId)))
    .leftJoin(voiceSettings, and(eq(voiceSettings.workspaceId, workspaces.id), eq(voiceSettings.voiceId, voices.voiceId)))
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new ApiError(401, 'invalid_session', ACCOUNT_MESSAGES.sessionExpired);
  return {
    workspace: row.workspace,
    /** The voice with the settings this workspace uses for it (as settingsOf), or null when it sees no such voice. */
    found: row.voice ? { voice: row.voice, settings: row.own ?? row.voice.settings ?? DEFAULT_VOICE_SETTINGS } : null,
  };
}

/** Fields given (not null) replace the current ones; the rest stay. */
export function mergeSettings(
  current: VoiceSettingsResponse, patch: { [K in keyof VoiceSettingsResponse]?: VoiceSettingsResponse[K] | null },
): VoiceSettingsResponse {
  return {
    stability: patch.stability ?? current.stability,
    similarity_boost: patch.similarity_boost ?? current.similarity_boost,
    style: patch.style ?? current.style,
    use_speaker_boost: patch.use_speaker_boost ?? current.use_speaker_boost,
    speed: patch.speed ?? current.speed,
  };
}

export const languageOfVoice = (voice: VoiceRow): string => voice.labels.language ?? languageOfEspeakVoice(voice.model.espeakVoice);

export function engineVoiceOf(voice: VoiceRow): EngineVoice {
  return { voiceId: voice.voiceId, version: voice.version, language: languageOfVoice(voice), model: voice.model };
}

export const previewUrlOf = (origin: string, voiceId: string) => `${origin}/v1/voices/${encodeURIComponent(voiceId)}/preview`;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The public Voice object (api-contract §4.1). Verification and samples carry their empty states until the cloning
 * flows fill them; premade voices have no samples (null), as in the public API. Professional voices report their
 * fine-tuning state (`fine_tuning.finetuning_state`, and `fine_tuning_state` as the web app reads it); copies of
 * library voices carry `sharing` with status `copied` and count as added by the user.
 */
export function voiceView(voice: VoiceRow, context: {
  principal: Principal; origin: string; settings: VoiceSettingsResponse | null;
}): MyVoiceResponse {
  const own = voice.workspaceId === context.principal.workspaceId;
  const fineTuningState = voice.category === 'professional' ? voice.fineTuningState as FineTuningState | null : null;
  const previewUrl = previewUrlOf(context.origin, voice.voiceId);
  const language = languageOfVoice(voice);
  return {
    voice_id: voice.voiceId,
    name: voice.name,
    samples: voice.category === 'premade' ? null : [],
    category: voice.category,
    fine_tuning: {
      // Copies of library voices keep the owner's training: they cannot be fine-tuned again (workspace-shell §4.1).
      is_allowed_to_fine_tune: own && voice.category === 'professional' && voice.originalVoiceId === null,
      finetuning_state: fineTuningState,
      state: {},
      verification_failures: [],
      verification_attempts_count: 0,
      manual_verification_requested: false,
      language,
      progress: {},
      message: {},
      dataset_duration_seconds: null,
      verification_attempts: null,
      slice_ids: null,
      manual_verification: null,
    },
    labels: voice.labels,
    description: voice.description,
    preview_url: previewUrl,
    available_for_tiers: [],
    settings: context.settings,
    sharing: voice.sharing,
    high_quality_base_model_ids: [],
    verified_languages: voice.category === 'premade'
      ? [{ language, model_id: DEFAULT_TTS_MODEL_ID, accent: voice.labels.accent ?? null, locale: null, preview_url: previewUrl }]
      : [],
    safety_control: null,
    voice_verification: {
      requires_verification: false,
      is_verified: false,
      verification_failures: [],
      verification_attempts_count: 0,
      language: null,
      verification_attempts: null,
    },
    permission_on_resource: own ? 'admin' : null,
    is_owner: own,
    is_legacy: false,
    is_mixed: false,
    created_at_unix: unixSeconds(voice.createdAt),
    is_added_by_user: own && voice.originalVoiceId !== null,
    fine_tuning_state: fineTuningState,
  };
}
