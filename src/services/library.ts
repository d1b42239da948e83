import {
  EMPTY_LIBRARY_FILTERS, libraryFiltersToParams, LIBRARY_PAGE_SIZE_UI, LIBRARY_UI_MESSAGES,
  type LibraryVoice, type SharedVoicesResponse,
} from '../domain';
import type { AddVoiceRequest } from '../machines/libraryVoiceDetail.machine';
import type { LibraryPage, LibrarySearch, SimilarSource } from '../machines/voiceLibrary.machine';
import { ApiFailure, request } from './http';

/** The shared Voice Library endpoints (api-contract §4), one function each; the library flow invokes them. */

/** How many voices a similar-voice search lists (the page shows them instead of the filtered library). */
const SAMPLE_MATCHES = 20;

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/**
 * Uploaded samples stay here, keyed by id, never in flows: events and recorded traces carry only the id and the
 * file name (like audio in services/audio.ts).
 */
const samples = new Map<string, Blob>();
let sampleCount = 0;

function keepSample(file: Blob): string {
  sampleCount += 1;
  const sampleId = `sample-${sampleCount}`;
  // One sample at a time is searched; older ones are not needed again.
  samples.clear();
  samples.set(sampleId, file);
  return sampleId;
}

async function search({ filters, page }: LibrarySearch): Promise<LibraryPage> {
  const searchParams = libraryFiltersToParams(filters);
  searchParams.set('page_size', String(LIBRARY_PAGE_SIZE_UI));
  searchParams.set('page', String(page));
  const answer = await request((h) => h.get('v1/shared-voices', { searchParams }).json<SharedVoicesResponse>());
  return { voices: answer.voices, page, hasMore: answer.has_more };
}

async function findSimilar(source: SimilarSource): Promise<LibraryVoice[]> {
  if (source.kind === 'voice') {
    // The server leaves the voice itself out; the page lists every match, the detail panel offers the first four.
    const answer = await request((h) => h.post('v1/similar-voices-by-id', {
      json: { voice_id: source.voiceId, public_user_id: source.publicOwnerId, top_k: SAMPLE_MATCHES },
    }).json<SharedVoicesResponse>());
    return answer.voices;
  }
  const file = samples.get(source.sampleId);
  if (!file) throw new ApiFailure(0, 'error', 'The sample is no longer here; choose the file again.');
  const body = new FormData();
  body.set('audio_file', file, source.fileName);
  body.set('top_k', String(SAMPLE_MATCHES));
  return (await request((h) => h.post('v1/similar-voices', { body }).json<SharedVoicesResponse>())).voices;
}

/**
 * The library voice a voice_id query names. The API has no lookup of a library voice by id alone (the similar-voice
 * search leaves the voice itself out), so this reads the unfiltered library a full page at a time until it is found.
 */
async function loadVoice({ voiceId }: { voiceId: string }): Promise<LibraryVoice> {
  const searchParams = libraryFiltersToParams(EMPTY_LIBRARY_FILTERS);
  searchParams.set('voice_id', voiceId);
  const answer = await request((h) => h.get('v1/shared-voices', { searchParams }).json<SharedVoicesResponse>());
  const [found] = answer.voices;
  if (!found) throw new ApiFailure(404, 'voice_not_found', LIBRARY_UI_MESSAGES.voiceNotFound);
  return found;
}

/** POST /v1/voices/add/{public_user_id}/{voice_id}: the new voice's id in My Voices. */
async function addVoice({ publicOwnerId, voiceId, name }: AddVoiceRequest): Promise<string> {
  const answer = await request((h) => h.post(`v1/voices/add/${path(publicOwnerId, voiceId)}`, {
    json: { new_name: name },
  }).json<{ voice_id: string }>());
  return answer.voice_id;
}

export const libraryApi = { search, findSimilar, loadVoice, addVoice, keepSample };
