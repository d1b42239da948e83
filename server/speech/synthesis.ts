import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  regenerationMaxOf, SPEECH_MESSAGES, TextToSpeechQuerySchema, TextToSpeechSchema, TIERS, type GenerationInfo, type SpeechAlignment,
} from '../../src/domain';
import { requirePermissionIn } from '../accounts/access';
import { characterCost, chargeCredits, refundCredits, type Charge } from '../accounts/credits';
import { refreshCreditPeriod } from '../accounts/subscription';
import { ApiError, readJson, readQuery, ValidationError } from '../api/errors';
import { newId } from '../auth/secrets';
import type { AppEnv } from '../context';
import { historyItems } from '../db/schema';
import {
  completeWav, createEncoder, DEFAULT_TTS_MODEL_ID, EngineRequestError, formatAllowedForTier, parseOutputFormat,
  requireTextToSpeechModel, UnsupportedOutputFormatError, type AudioEncoder, type OutputFormat, type PcmChunk,
} from '../engine';
import { offsetAlignment } from '../engine/embedded/alignment';
import { UpstreamError } from '../engine/upstream';
import { audioKeyOf } from '../history/store';
import { engineVoiceOf, loadWorkspaceAndVoice, mergeSettings, voiceNotFound } from '../voices/store';
import {
  generationKeyOf, openGeneration, pruneGenerations, releaseRegeneration, REGENERATE_HEADER, requestedRegeneration,
} from './generations';

/** One sentence's encoded audio and its characters' times from the start of the whole audio. */
export interface SpeechPart {
  audio: Uint8Array;
  alignment: SpeechAlignment;
}

export interface SpeechJob {
  readonly format: OutputFormat;
  /** request-id, history-item-id, character-cost, generation-info, regeneration-count (api-contract §1). */
  readonly headers: Record<string, string>;
  readonly startedAt: number;
  readonly parts: AsyncGenerator<SpeechPart>;
  /**
   * All audio has been made: stores it and its alignment in the history (when logging) without holding back the
   * answer; history reads wait for the write (HistoryWrites).
   */
  complete(recording: SpeechRecording): void;
  /** The synthesis failed: the credits come back, the regeneration slot too, the history row goes. */
  fail(): Promise<void>;
  /** The caller left mid-stream: synthesis stops, the charge stands, the unfinished history row goes. */
  abandon(): Promise<void>;
}

const emptyAlignment = (): SpeechAlignment =>
  ({ characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });

/** Collects the parts a response sends, for the history item. */
export class SpeechRecording {
  private readonly audioParts: Uint8Array[] = [];
  readonly alignment = emptyAlignment();

  add(part: SpeechPart): void {
    this.audioParts.push(part.audio);
    this.alignment.characters.push(...part.alignment.characters);
    this.alignment.character_start_times_seconds.push(...part.alignment.character_start_times_seconds);
    this.alignment.character_end_times_seconds.push(...part.alignment.character_end_times_seconds);
  }

  /** The whole file: a streamed WAV's header gets its real sizes. */
  audio(): Uint8Array {
    return completeWav(Buffer.concat(this.audioParts));
  }
}

/**
 * Chunks are encoded, and sent, a quarter of a second of audio at a time, so a sentence of several seconds does not
 * hold its first bytes back while the rest of it is encoded (MP3 takes about 1.4 ms per quarter second at 44.1 kHz).
 * The very first slice is shorter, 50 ms (0.25 ms to encode): at 44.1 kHz that is two MP3 frames, the least LAME
 * needs before it returns bytes, and it decides the time to first audio.
 */
const FIRST_SLICE_SECONDS = 0.05;
const ENCODE_SLICE_SECONDS = 0.25;

/**
 * Encodes each synthesised chunk as it arrives (so a stream can send it at once) and shifts its alignment by the
 * audio before it; a chunk's alignment rides on its first slice. An empty synthesis still ends the encoder, so a
 * WAV answer is a valid (empty) file.
 */
export async function* encodeParts(chunks: AsyncIterable<PcmChunk>, format: OutputFormat): AsyncGenerator<SpeechPart> {
  let encoder: AudioEncoder | undefined;
  let sampleRate = 0;
  let seconds = 0;
  for await (const chunk of chunks) {
    if (encoder && chunk.sampleRate !== sampleRate) throw new Error('the engine changed sample rate mid-stream');
    sampleRate = chunk.sampleRate;
    const slice = Math.max(1, Math.round(sampleRate * ENCODE_SLICE_SECONDS));
    let end = encoder ? slice : Math.max(1, Math.round(sampleRate * FIRST_SLICE_SECONDS));
    encoder ??= await createEncoder(format, sampleRate);
    let alignment = offsetAlignment(chunk.alignment, seconds);
    for (let start = 0; start === 0 || start < chunk.samples.length; start = end, end += slice) {
      yield { audio: encoder.push(chunk.samples.subarray(start, end)), alignment };
      alignment = emptyAlignment();
    }
    seconds += chunk.samples.length / chunk.sampleRate;
  }
  encoder ??= await createEncoder(format);
  const tail = encoder.end();
  if (tail.length > 0) yield { audio: tail, alignment: emptyAlignment() };
}

/** Without a seed, each request draws its own from its request id: the same request may then sound different. */
const seedOf = (requestId: string) => createHash('sha256').update(requestId).digest().readUInt32BE(0);

/**
 * Everything before the first audio: validation, the voice, the model, the tier rules, the regeneration slot, the
 * charge and the history row. Errors before the charge cost nothing; the engine is asked to validate before it.
 */
export async function startSpeech(c: Context<AppEnv>, voiceId: string): Promise<SpeechJob> {
  const { db, blobs, engine, historyWrites, now } = c.get('deps');
  const principal = c.get('principal');
  const startedAt = performance.now();
  // One query reads the workspace (for the permission check and everything after it) and the voice.
  const loaded = await loadWorkspaceAndVoice(db, principal.workspaceId, voiceId);
  await requirePermissionIn(db, principal, loaded.workspace, 'text_to_speech');
  const query = readQuery(c, TextToSpeechQuerySchema);
  const body = await readJson(c, TextToSpeechSchema);
  const format = parseOrReport(() => parseOutputFormat(query.output_format));
  const workspace = await refreshCreditPeriod(db, loaded.workspace, now());
  if (!formatAllowedForTier(format, workspace.tier)) {
    throw new ApiError(403, 'output_format_not_allowed',
      SPEECH_MESSAGES.outputFormatNotAllowed(format.id, TIERS[workspace.tier].name));
  }
  if (!loaded.found) throw voiceNotFound(voiceId);
  const { voice, settings: voiceSettings } = loaded.found;
  const model = parseOrReport(() => requireTextToSpeechModel(body.model_id ?? DEFAULT_TTS_MODEL_ID));
  const characters = Array.from(body.text).length;
  const maxCharacters = workspace.tier === 'free'
    ? model.max_characters_request_free_user : model.maximum_text_length_per_request;
  if (characters > maxCharacters) {
    throw new ApiError(400, 'max_character_limit_exceeded',
      SPEECH_MESSAGES.textTooLong(characters, model.model_id, maxCharacters));
  }
  const settings = mergeSettings(voiceSettings, body.voice_settings ?? {});
  const requestId = newId();
  const seed = body.seed ?? seedOf(requestId);
  const regenerationOf = requestedRegeneration(c.req.header(REGENERATE_HEADER));
  const aborter = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => aborter.abort(), { once: true });
  // The embedded engine starts on its worker now, so the first sentence is made while the statements below run.
  // No byte leaves before the charge succeeds, and every way out of here without a job cancels the synthesis.
  const chunks = parseOrReport(() => engine.synthesize({
    text: body.text, voice: engineVoiceOf(voice), settings, modelId: model.model_id, seed,
    languageCode: body.language_code ?? undefined, signal: aborter.signal,
  }));

  const slot = await openGeneration(db, principal.workspaceId,
    generationKeyOf(voice.voiceId, model.model_id, body.text, settings), regenerationOf, now(),
    regenerationMaxOf(workspace.trainingOptOut))
    .catch((error: unknown) => {
      aborter.abort();
      throw error;
    });
  const cost = slot.free ? 0 : characterCost(characters, model.model_id, model.model_rates.character_cost_multiplier, workspace);
  const logging = query.enable_logging && !workspace.forceLoggingDisabled;
  const historyItemId = logging ? newId() : null;
  const generationInfo: GenerationInfo = {
    generation_id: slot.key,
    request_id: requestId,
    history_item_id: historyItemId,
    voice_id: voice.voiceId,
    model_id: model.model_id,
    seed,
    character_cost: cost,
    regeneration_count: slot.regenerationCount,
    first_generation_unix_ms: slot.firstGeneratedAt.getTime(),
  };
  // One statement charges, (re)starts a new generation's record and adds the history row: all or nothing.
  let charge: Charge;
  try {
    charge = await chargeCredits(db, principal, cost, {
      generation: slot.free ? undefined : { key: slot.key, firstGeneratedAt: slot.firstGeneratedAt },
      history: historyItemId ? {
        historyItemId, requestId, workspaceId: principal.workspaceId, userId: principal.userId,
        voiceId: voice.voiceId, voiceName: voice.name, voiceCategory: voice.category, modelId: model.model_id,
        text: body.text, settings, outputFormat: format.id, contentType: format.contentType, source: 'TTS',
        state: 'processing', generationInfo, regenerationCount: slot.regenerationCount, createdAt: now(),
      } : undefined,
    });
  } catch (error) {
    aborter.abort();
    await releaseRegeneration(db, principal.workspaceId, slot);
    throw error;
  }

  const undoCharge = async () => {
    await refundCredits(db, principal, charge);
    await releaseRegeneration(db, principal.workspaceId, slot);
  };

  const dropHistoryRow = async () => {
    if (historyItemId) await db.delete(historyItems).where(eq(historyItems.historyItemId, historyItemId));
  };
  // Only the first outcome counts: an abandoned stream's engine then fails with an abort, which must not refund.
  let settled = false;
  const once = <A extends unknown[], R>(settle: (...args: A) => R, later: R) => (...args: A): R => {
    if (settled) return later;
    settled = true;
    return settle(...args);
  };
  /** Changes to the history after the first audio; history reads of the workspace wait for them. */
  const tracked = (work: Promise<void>) => {
    historyWrites.track(principal.workspaceId, work);
    return work;
  };
  const store = async (recording: SpeechRecording) => {
    if (!historyItemId) return;
    const audioKey = audioKeyOf(principal.workspaceId, historyItemId, format.fileExtension);
    await blobs.put(audioKey, recording.audio(), format.contentType);
    await db.update(historyItems).set({
      state: 'created', audioKey,
      alignment: { alignment: recording.alignment, normalized_alignment: recording.alignment },
    }).where(eq(historyItems.historyItemId, historyItemId));
  };
  // The caller already has its audio and the charge stands: a history item that cannot be stored goes, rather than
  // staying with no audio.
  const storeOrDrop = (recording: SpeechRecording) => store(recording).catch(async (error: unknown) => {
    console.error('storing a generation in the history failed:', error);
    await dropHistoryRow().catch((dropError: unknown) => {
      console.error(`history item ${historyItemId} has no audio and could not be removed:`, dropError);
    });
  });
  // Housekeeping that need not hold back any audio: generation records past the regeneration window.
  const prune = () => pruneGenerations(db, principal.workspaceId, now()).catch((error: unknown) => {
    console.error('pruning old generation records failed:', error);
  });

  return {
    format,
    startedAt,
    headers: {
      'request-id': requestId,
      ...(historyItemId ? { 'history-item-id': historyItemId } : {}),
      'character-cost': String(cost),
      'generation-info': JSON.stringify(generationInfo),
      'regeneration-count': String(slot.regenerationCount),
    },
    parts: encodeParts(chunks, format),
    complete: once((recording: SpeechRecording) => {
      void tracked(Promise.all([storeOrDrop(recording), prune()]).then(() => undefined));
    }, undefined),
    fail: once(() => {
      aborter.abort();
      return tracked((async () => {
        await undoCharge();
        await dropHistoryRow();
      })());
    }, Promise.resolve()),
    abandon: once(() => {
      aborter.abort();
      return tracked(dropHistoryRow());
    }, Promise.resolve()),
  };
}

/** Runs a step whose engine errors are the caller's fault, reporting them in the public API's shapes. */
function parseOrReport<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw speechError(error);
  }
}

/**
 * Engine and upstream errors as the public API reports them: field errors as 422 with their `loc`, the rest as
 * business errors. An upstream's 4xx (other than its own credentials or quota) is the caller's problem and passes
 * through; anything else from the upstream is a 502.
 */
export function speechError(error: unknown): unknown {
  if (error instanceof UnsupportedOutputFormatError) {
    return new ValidationError([{ loc: ['query', 'output_format'], msg: error.message, type: 'enum', input: error.value }]);
  }
  if (error instanceof EngineRequestError) {
    if (error.httpStatus === 422) {
      return new ValidationError([{ loc: ['body', ...(error.field ?? 'text').split('.')], msg: error.message, type: 'value_error' }]);
    }
    return new ApiError(error.httpStatus, error.code, error.message);
  }
  if (error instanceof UpstreamError) {
    const passesThrough = error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
    return passesThrough
      ? new ApiError(error.status === 422 ? 400 : (error.status as ContentfulStatusCode), error.code, error.message)
      : new ApiError(502, 'upstream_error', SPEECH_MESSAGES.upstreamFailed(error.status, error.message));
  }
  return error;
}
