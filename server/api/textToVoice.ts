import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CreatePreviewsRequestSchema, PREVIEW_TEXT_MAX, PREVIEW_TEXT_MIN, RemixRequestSchema, resolveFeatureFlags,
  SaveDesignedVoiceSchema, VOICE_AGES, VOICE_DESIGN_MESSAGES, VOICE_DESIGN_V3_MODEL_ID, VOICE_GENDERS,
  VoiceDesignRequestSchema, labelValueName, type VoiceGenerationParameters,
} from '../../src/domain';
import { loadWorkspace } from '../accounts/access';
import type { AppEnv } from '../context';
import { voices } from '../db/schema';
import { createPreviews, findPreview, invalidGeneratedVoiceId, type DesignInput } from '../design/previews';
import { referenceModelOf } from '../design/reference';
import { saveDesignedVoice } from '../design/save';
import { DEFAULT_VOICE_DESIGN_MODEL_ID, parseOutputFormat, type OutputFormat } from '../engine';
import { speechError } from '../speech/synthesis';
import { voiceNotFound } from '../voices/store';
import { binary } from './binary';
import { ApiError, readJson, readQuery } from './errors';

/**
 * Voice Design (api-contract §2): previews from a prompt (v2 and v3 models, the older create-previews form, remix
 * of an owned voice), a preview's audio, saving a preview as a voice, and the preview text limits.
 */

const DesignQuerySchema = v.object({ output_format: v.optional(v.string()) });

/** The requested output_format; null when the query names none (the tier's best default applies). */
function outputFormatOf(c: Context<AppEnv>): OutputFormat | null {
  const { output_format: id } = readQuery(c, DesignQuerySchema);
  if (id === undefined) return null;
  try {
    return parseOutputFormat(id);
  } catch (error) {
    throw speechError(error);
  }
}

async function flagsOf(c: Context<AppEnv>) {
  const workspace = await loadWorkspace(c.get('deps').db, c.get('principal').workspaceId);
  return resolveFeatureFlags(workspace.featureFlags);
}

const commonInput = (body: v.InferOutput<typeof CreatePreviewsRequestSchema> | v.InferOutput<typeof RemixRequestSchema>) => ({
  prompt: body.voice_description,
  text: body.text,
  autoGenerateText: body.auto_generate_text,
  loudness: body.loudness,
  seed: body.seed,
  guidanceScale: body.guidance_scale,
});

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

async function save(c: Context<AppEnv>) {
  const body = await readJson(c, SaveDesignedVoiceSchema);
  return c.json(await saveDesignedVoice(c.get('deps'), c.get('principal'), originOf(c), body));
}

export const textToVoiceRoutes = new Hono<AppEnv>()
  .post('/design', async (c) => {
    const format = outputFormatOf(c);
    const body = await readJson(c, VoiceDesignRequestSchema);
    const v3 = body.model_id === VOICE_DESIGN_V3_MODEL_ID;
    if (v3 && !(await flagsOf(c))['voice-design-v3']) throw new ApiError(403, 'feature_not_enabled', VOICE_DESIGN_MESSAGES.v3Disabled);
    if (!v3 && (body.reference_audio_base64 !== null || body.prompt_strength !== null)) {
      throw new ApiError(400, 'invalid_request', VOICE_DESIGN_MESSAGES.referenceNeedsV3);
    }
    const input: DesignInput = {
      ...commonInput(body),
      // Quality is a v2 control; v3 hides it (voice-creation §9).
      quality: v3 ? null : body.quality,
      modelId: body.model_id,
      reference: body.reference_audio_base64 ? await referenceModelOf(body.reference_audio_base64) : null,
      promptStrength: body.prompt_strength,
      format,
    };
    return c.json(await createPreviews(c.get('deps'), c.get('principal'), input));
  })
  .post('/create-previews', async (c) => {
    const format = outputFormatOf(c);
    const body = await readJson(c, CreatePreviewsRequestSchema);
    const input: DesignInput = {
      ...commonInput(body), quality: body.quality, modelId: DEFAULT_VOICE_DESIGN_MODEL_ID, reference: null,
      promptStrength: null, format,
    };
    return c.json(await createPreviews(c.get('deps'), c.get('principal'), input));
  })
  .post('/create-voice-from-preview', save)
  .post('/', save)
  .post('/:voice_id/remix', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const voiceId = c.req.param('voice_id');
    // Only the workspace's own voices can be remixed (voice-creation §6): premade and foreign ids are not found.
    const [voice] = await db.select({ model: voices.model }).from(voices)
      .where(and(eq(voices.voiceId, voiceId), eq(voices.workspaceId, principal.workspaceId)));
    if (!voice) throw voiceNotFound(voiceId);
    if (!(await flagsOf(c))['voice-remix']) throw new ApiError(403, 'feature_not_enabled', VOICE_DESIGN_MESSAGES.remixDisabled);
    const format = outputFormatOf(c);
    const body = await readJson(c, RemixRequestSchema);
    const input: DesignInput = {
      ...commonInput(body), quality: null, modelId: VOICE_DESIGN_V3_MODEL_ID, reference: voice.model,
      promptStrength: body.prompt_strength, format,
    };
    return c.json(await createPreviews(c.get('deps'), principal, input));
  })
  .get('/:generated_voice_id/stream', async (c) => {
    const deps = c.get('deps');
    const id = c.req.param('generated_voice_id');
    const preview = await findPreview(deps, c.get('principal').workspaceId, id);
    const stored = await deps.blobs.get(preview.audioKey);
    if (!stored) throw invalidGeneratedVoiceId(id);
    return c.body(binary(stored.data), 200, { 'content-type': preview.mediaType });
  });

const options = (values: readonly string[]) => values.map((code) => ({ name: labelValueName(code), code }));

/** The legacy voice-generation group: only its parameters call is still used (preview text limits). */
export const voiceGenerationRoutes = new Hono<AppEnv>()
  .get('/generate-voice/parameters', (c) => c.json({
    genders: options(VOICE_GENDERS),
    accents: options(['american', 'british', 'australian', 'indian', 'african']),
    ages: options(VOICE_AGES),
    minimum_characters: PREVIEW_TEXT_MIN,
    maximum_characters: PREVIEW_TEXT_MAX,
    minimum_accent_strength: 0.3,
    maximum_accent_strength: 2,
  } satisfies VoiceGenerationParameters));
