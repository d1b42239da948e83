import {
  startingVoice, toVoiceSummary, voiceMatchesId, VOICES_PAGE_SIZE_MAX,
  type DetectLanguageResponse, type GenerationHeaders, type HistoryListObject, type SpeechModel, type VoiceResponse,
  type VoiceSettingsResponse, type VoicesV2Response, type VoiceSummary,
} from '../domain';
import type { WorkspaceCatalog } from '../machines/speechSynthesis.machine';
import { audioLibrary } from './audio';
import { ApiFailure, request } from './http';

/** The voices, models, text-to-speech and history endpoints, one function each; flows invoke them as actors. */

const OUTPUT_FORMAT = 'mp3_44100_128';
const REGENERATE_HEADER = 'regenerate-from-last-generation-info';
/** History items per page of the side panel. */
const HISTORY_PAGE_SIZE = 20;

export interface VoicesPage {
  voices: VoiceSummary[];
  nextPageToken: string | null;
}

export interface VoiceListQuery {
  search: string;
  pageToken: string | null;
}

/** A history item as the side panel shows it (the wire item also carries alignments, which stay out of flows). */
export interface HistoryEntry {
  historyItemId: string;
  text: string;
  voiceId: string;
  voiceName: string;
  modelId: string;
  dateUnix: number;
  /** What the generation cost (0 for a free regeneration). */
  credits: number;
}

export interface HistoryPage {
  items: HistoryEntry[];
  lastId: string | null;
  hasMore: boolean;
}

export interface SynthesisRequest {
  /** Where the audio is kept (services/audio.ts). */
  audioId: string;
  voiceId: string;
  modelId: string;
  text: string;
  settings: VoiceSettingsResponse;
  /** The generation-info to regenerate from, or null for a new generation. */
  regenerateFrom: string | null;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

function query(entries: Record<string, string | number | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

const numberOrNull = (value: string | null) => (value === null || value.trim() === '' || !Number.isFinite(Number(value))
  ? null : Number(value));

function headersOf(headers: Headers): GenerationHeaders {
  return {
    requestId: headers.get('request-id'),
    historyItemId: headers.get('history-item-id'),
    characterCost: numberOrNull(headers.get('character-cost')),
    generationInfo: headers.get('generation-info'),
    regenerationCount: numberOrNull(headers.get('regeneration-count')),
  };
}

async function listVoices({ search, pageToken }: VoiceListQuery): Promise<VoicesPage> {
  // The picker lists newest first (workspace-shell §7.4), a full page at a time (§9).
  const searchParams = query({
    page_size: VOICES_PAGE_SIZE_MAX, search: search.trim(), sort: 'created_at_unix', sort_direction: 'desc',
    include_total_count: 'false', next_page_token: pageToken,
  });
  const page = await request((h) => h.get('v2/voices', { searchParams }).json<VoicesV2Response>());
  return { voices: page.voices.map(toVoiceSummary), nextPageToken: page.has_more ? page.next_page_token : null };
}

/** A voice with the settings this workspace uses for it; a lookup that fails but not as "not found" is tried 3 times (§8.2). */
const voice = async (voiceId: string): Promise<VoiceSummary> =>
  toVoiceSummary(await request((h) => h.get(`v1/voices/${path(voiceId)}`, { retry: { limit: 3 } }).json<VoiceResponse>()));

/** The voice a voice_id query names (workspace-shell §2.2): the voice itself, or a copy of that shared voice. */
async function findVoice(voiceId: string): Promise<VoiceSummary | null> {
  try {
    return await voice(voiceId);
  } catch (error) {
    if (!(error instanceof ApiFailure && error.httpStatus === 404)) throw error;
  }
  let pageToken: string | null = null;
  do {
    const page: VoicesPage = await listVoices({ search: '', pageToken });
    const copy = page.voices.find((listed) => voiceMatchesId(listed, voiceId));
    if (copy) return voice(copy.voiceId);
    pageToken = page.nextPageToken;
  } while (pageToken !== null);
  return null;
}

/** Models, default settings and the starting voice: the voice_id query's, else the most recent, else the newest. */
async function workspace(input: { requestedVoiceId: string | null; recentVoiceIds: string[] }): Promise<WorkspaceCatalog> {
  const starting = async () => {
    if (input.requestedVoiceId !== null) return findVoice(input.requestedVoiceId);
    const listed = startingVoice((await listVoices({ search: '', pageToken: null })).voices, input.recentVoiceIds);
    return listed && voice(listed.voiceId);
  };
  const [models, defaultSettings, startingWith] = await Promise.all([
    request((h) => h.get('v1/models').json<SpeechModel[]>()),
    request((h) => h.get('v1/voices/settings/default').json<VoiceSettingsResponse>()),
    starting(),
  ]);
  return { models, defaultSettings, voice: startingWith };
}

/**
 * Streams the speech into the audio library (it plays while it arrives) and resolves with the response headers
 * once the whole file is in. A body cut off midway is a failure: the server cuts the connection on purpose, so
 * truncated audio is never taken for a whole file.
 */
async function synthesize(input: SynthesisRequest, signal: AbortSignal): Promise<GenerationHeaders> {
  const response = await request((h) => h.post(`v1/text-to-speech/${path(input.voiceId)}/stream`, {
    searchParams: { output_format: OUTPUT_FORMAT },
    json: { text: input.text, model_id: input.modelId, voice_settings: input.settings },
    headers: input.regenerateFrom === null ? undefined : { [REGENERATE_HEADER]: input.regenerateFrom },
    signal,
  }));
  if (!response.body) throw new ApiFailure(0, 'network_error', 'The server sent no audio.');
  try {
    await audioLibrary.stream(input.audioId, response.body, response.headers.get('content-type') ?? 'audio/mpeg');
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiFailure(0, 'network_error', 'The audio stream was cut off.');
  }
  return headersOf(response.headers);
}

/** Fetches an app path with the session's credentials, or any other address as it is. */
function fetchAudio(url: string, signal?: AbortSignal): Promise<Blob> {
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin) {
    return fetch(target, { signal }).then((response) => {
      if (!response.ok) throw new ApiFailure(response.status, 'error', 'The audio could not be loaded.');
      return response.blob();
    });
  }
  return request((h) => h.get(`${target.pathname.slice(1)}${target.search}`, { signal }).blob());
}

const historyAudioId = (historyItemId: string) => `history:${historyItemId}`;

export const speechApi = {
  listVoices,
  voice,
  workspace,
  synthesize,
  /**
   * Stores a voice's settings for this workspace (POST /v1/voices/{id}/settings/edit, §7.1); the voice lookup and
   * GET /v1/voices/{id}/settings then answer with them.
   */
  saveVoiceSettings: (voiceId: string, settings: VoiceSettingsResponse) =>
    request((h) => h.post(`v1/voices/${path(voiceId)}/settings/edit`, {
      json: {
        stability: settings.stability, similarity_boost: settings.similarity_boost, style: settings.style,
        use_speaker_boost: settings.use_speaker_boost, speed: settings.speed,
      },
    }).json<{ status: string }>()),
  detectLanguage: (text: string, signal?: AbortSignal) =>
    request((h) => h.post('v1/text/detect-language', { json: { text }, signal }).json<DetectLanguageResponse>()),

  /** Loads a voice's preview (an API path, so it needs the session) and plays it until it ends or is stopped. */
  async playPreview(voice: { voiceId: string; previewUrl: string | null }, signal: AbortSignal): Promise<void> {
    if (!voice.previewUrl) throw new Error('This voice has no preview.');
    const audioId = `preview:${voice.voiceId}`;
    if (!audioLibrary.has(audioId)) audioLibrary.store(audioId, await fetchAudio(voice.previewUrl, signal));
    await audioLibrary.playToEnd(audioId, signal);
  },

  async history(after: string | null): Promise<HistoryPage> {
    const searchParams = query({
      page_size: HISTORY_PAGE_SIZE, start_after_history_item_id: after, source: 'TTS', sort_direction: 'desc',
    });
    const page = await request((h) => h.get('v1/history', { searchParams }).json<HistoryListObject>());
    return {
      items: page.history.map((item) => ({
        historyItemId: item.history_item_id, text: item.text, voiceId: item.voice_id, voiceName: item.voice_name,
        modelId: item.model_id, dateUnix: item.date_unix,
        credits: item.character_count_change_to - item.character_count_change_from,
      })),
      lastId: page.last_history_item_id,
      hasMore: page.has_more,
    };
  },
  historyAudioId,
  /** Makes a history item's audio playable and downloadable under historyAudioId(id); cached after the first time. */
  async loadHistoryAudio(historyItemId: string): Promise<string> {
    const audioId = historyAudioId(historyItemId);
    if (!audioLibrary.has(audioId)) {
      audioLibrary.store(audioId, await request((h) => h.get(`v1/history/${path(historyItemId)}/audio`).blob()));
    }
    return audioId;
  },
  deleteHistoryItem: (historyItemId: string) =>
    request((h) => h.delete(`v1/history/${path(historyItemId)}`).json<{ status: string }>()),
};
