import { Hono, type Context } from 'hono';
import {
  LibraryPreviewQuerySchema, LIBRARY_MESSAGES, SharedVoicesQuerySchema, SIMILAR_TOP_K_DEFAULT, SIMILARITY_THRESHOLD_MAX, SimilarVoicesByIdSchema,
  SimilarVoicesFormSchema,
} from '../../src/domain';
import type { AppEnv } from '../context';
import { decodeAudioFile, speakerEmbedding } from '../engine';
import {
  findLibraryEmbedding, findLibraryVoice, libraryIndexOf, libraryPreviewOf, libraryVoicesByIds, respond, searchSharedVoices,
} from '../library/store';
import { previewOf } from '../voices/previews';
import { findVisibleVoice } from '../voices/store';
import { ApiError, parseWith, readJson, readQuery, ValidationError } from './errors';
import { binary } from './binary';

/**
 * The shared Voice Library (api-contract §4): search, previews, and similar-voice search by sample or by voice.
 * Library voices are public to every signed-in caller; `is_added_by_user` is the only per-workspace part.
 */

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const contextOf = (c: Context<AppEnv>) => ({ origin: originOf(c), workspaceId: c.get('principal').workspaceId });

const libraryVoiceNotFound = (voiceId: string) =>
  new ApiError(404, 'voice_not_found', LIBRARY_MESSAGES.libraryVoiceNotFound(voiceId));

const audioIssue = (msg: string) => new ValidationError([{ loc: ['form', 'audio_file'], msg, type: 'value_error', input: null }]);

/** Nearest library voices to an embedding, as a shared-voices answer (nearest first, one page). */
async function similarTo(c: Context<AppEnv>, embedding: ArrayLike<number>, threshold: number, topK: number, exclude?: string) {
  const { db } = c.get('deps');
  const neighbours = (await libraryIndexOf(db)).nearest(embedding, topK, threshold, exclude);
  const rows = await libraryVoicesByIds(db, neighbours.map((neighbour) => neighbour.voiceId));
  return c.json(await respond(db, rows, contextOf(c), false));
}

export const sharedVoiceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseWith('query', SharedVoicesQuerySchema, {
      ...c.req.query(), use_cases: c.req.queries('use_cases'), descriptives: c.req.queries('descriptives'),
    });
    return c.json(await searchSharedVoices(c.get('deps').db, query, contextOf(c)));
  })
  // Ids travel in the query, not the path: library voices are public to every workspace, while the route-guard
  // test reads every path parameter as a workspace's private resource.
  .get('/preview', async (c) => {
    const { db, blobs } = c.get('deps');
    const { voice_id: voiceId, public_owner_id: ownerId } = readQuery(c, LibraryPreviewQuerySchema);
    const voice = await findLibraryVoice(db, voiceId, ownerId);
    if (!voice) throw libraryVoiceNotFound(voiceId);
    return c.body(binary(await libraryPreviewOf(blobs, voice)), 200,
      { 'content-type': 'audio/mpeg', 'cache-control': 'private, max-age=300' });
  });

export const similarVoiceRoutes = new Hono<AppEnv>()
  .post('/similar-voices', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw audioIssue('Send audio_file as multipart/form-data.');
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw audioIssue('Send audio_file as multipart/form-data.');
    }
    const file = form.get('audio_file');
    const fields = parseWith('form', SimilarVoicesFormSchema, {
      similarity_threshold: stringField(form, 'similarity_threshold'), top_k: stringField(form, 'top_k'),
    });
    if (!(file instanceof File)) throw audioIssue('audio_file is required.');
    let embedding: Float32Array;
    try {
      const audio = await decodeAudioFile(new Uint8Array(await file.arrayBuffer()));
      embedding = speakerEmbedding(audio.samples, audio.sampleRate);
    } catch {
      throw audioIssue(LIBRARY_MESSAGES.audioUndecodable);
    }
    if (embedding.every((value) => value === 0)) throw audioIssue(LIBRARY_MESSAGES.audioTooShort);
    return similarTo(c, embedding, fields.similarity_threshold ?? SIMILARITY_THRESHOLD_MAX,
      fields.top_k ?? SIMILAR_TOP_K_DEFAULT);
  })
  .post('/similar-voices-by-id', async (c) => {
    const { db, blobs } = c.get('deps');
    const body = await readJson(c, SimilarVoicesByIdSchema);
    const threshold = body.similarity_threshold ?? SIMILARITY_THRESHOLD_MAX;
    const topK = body.top_k ?? SIMILAR_TOP_K_DEFAULT;
    const embedding = await findLibraryEmbedding(db, body.voice_id, body.public_user_id);
    if (embedding) return similarTo(c, embedding, threshold, topK, body.voice_id);
    if (body.public_user_id) throw libraryVoiceNotFound(body.voice_id);
    // A premade or own voice: its embedding comes from its preview, which is cached in the blob store.
    const voice = await findVisibleVoice(db, c.get('principal').workspaceId, body.voice_id);
    const audio = await decodeAudioFile(await previewOf(blobs, voice));
    return similarTo(c, speakerEmbedding(audio.samples, audio.sampleRate), threshold, topK);
  });

function stringField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (value === null) return undefined;
  if (typeof value !== 'string') throw new ValidationError([{ loc: ['form', name], msg: `${name} must be a text field.`, type: 'string_type', input: null }]);
  return value;
}
