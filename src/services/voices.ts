import {
  VOICES_PAGE_SIZE_MAX, type VoiceResponse, type VoiceSettingsResponse, type VoicesV2Response,
} from '../domain';
import { request } from './http';

/** The My Voices page's calls (api-contract §3, §4): the workspace's own voices, one voice, edit, delete. */

/** How the list is ordered (api-contract §4 `sort` and `sort_direction`). */
export const MY_VOICES_SORTS = {
  newest: { label: 'Newest first', sort: 'created_at_unix', direction: 'desc' },
  oldest: { label: 'Oldest first', sort: 'created_at_unix', direction: 'asc' },
  name_asc: { label: 'Name A–Z', sort: 'name', direction: 'asc' },
  name_desc: { label: 'Name Z–A', sort: 'name', direction: 'desc' },
} as const;
export type MyVoicesSort = keyof typeof MY_VOICES_SORTS;

/**
 * Which of the workspace's voices show: all of them (voice_type non-default), one category, or copies of library
 * voices (voice_type community). Premade voices never show here: they are not the workspace's own.
 */
export const MY_VOICES_FILTERS = {
  all: { label: 'All voices', voiceType: 'non-default', category: null },
  cloned: { label: 'Cloned', voiceType: 'non-default', category: 'cloned' },
  generated: { label: 'Designed', voiceType: 'non-default', category: 'generated' },
  professional: { label: 'Professional', voiceType: 'non-default', category: 'professional' },
  copied: { label: 'From the Voice Library', voiceType: 'community', category: null },
} as const;
export type MyVoicesFilter = keyof typeof MY_VOICES_FILTERS;

export interface MyVoicesQuery {
  search: string;
  sort: MyVoicesSort;
  filter: MyVoicesFilter;
  pageToken: string | null;
}

export interface VoiceSample {
  sampleId: string;
  fileName: string;
  durationSecs: number | null;
}

/** A voice as the My Voices page keeps it in its flows: plain data. */
export interface MyVoice {
  voiceId: string;
  name: string;
  description: string;
  category: string;
  labels: Record<string, string>;
  previewUrl: string | null;
  createdAtUnix: number;
  samples: VoiceSample[];
  /** Added from the Voice Library rather than made in this workspace. */
  copied: boolean;
}

export interface MyVoicesPage {
  voices: MyVoice[];
  nextPageToken: string | null;
}

/** The detail panel's voice, the settings this workspace uses for it, and the defaults Reset values restores. */
export interface VoiceDetail {
  voice: MyVoice;
  settings: VoiceSettingsResponse;
  defaults: VoiceSettingsResponse;
}

/** What POST /v1/voices/{id}/edit changes. */
export interface VoiceEditRequest {
  voiceId: string;
  name: string;
  description: string;
  labels: Record<string, string>;
}

const voicePath = (voiceId: string) => `v1/voices/${encodeURIComponent(voiceId)}`;

function toMyVoice(voice: VoiceResponse): MyVoice {
  // samples is an open list on the wire (null for premade voices): read what is there, defensively.
  const samples = (voice.samples ?? []) as Array<{ sample_id?: unknown; file_name?: unknown; duration_secs?: unknown }>;
  const original = voice.sharing?.original_voice_id;
  return {
    voiceId: voice.voice_id,
    name: voice.name,
    description: voice.description ?? '',
    category: voice.category,
    labels: voice.labels ?? {},
    previewUrl: voice.preview_url ?? null,
    createdAtUnix: voice.created_at_unix,
    samples: samples.map((sample) => ({
      sampleId: String(sample.sample_id ?? ''),
      fileName: String(sample.file_name ?? ''),
      durationSecs: typeof sample.duration_secs === 'number' ? sample.duration_secs : null,
    })),
    copied: typeof original === 'string',
  };
}

async function listMyVoices(query: MyVoicesQuery): Promise<MyVoicesPage> {
  const { sort, direction } = MY_VOICES_SORTS[query.sort];
  const { voiceType, category } = MY_VOICES_FILTERS[query.filter];
  const searchParams = new URLSearchParams({
    page_size: String(VOICES_PAGE_SIZE_MAX), sort, sort_direction: direction, voice_type: voiceType,
    include_total_count: 'false',
  });
  if (category) searchParams.set('category', category);
  if (query.search.trim()) searchParams.set('search', query.search.trim());
  if (query.pageToken) searchParams.set('next_page_token', query.pageToken);
  const page = await request((h) => h.get('v2/voices', { searchParams }).json<VoicesV2Response>());
  return {
    voices: page.voices.map(toMyVoice),
    nextPageToken: page.has_more ? page.next_page_token : null,
  };
}

async function voiceDetail(voiceId: string): Promise<VoiceDetail> {
  const [voice, defaults] = await Promise.all([
    request((h) => h.get(voicePath(voiceId), { searchParams: { with_settings: 'true' } }).json<VoiceResponse>()),
    request((h) => h.get('v1/voices/settings/default').json<VoiceSettingsResponse>()),
  ]);
  return { voice: toMyVoice(voice), settings: voice.settings ?? defaults, defaults };
}

/** Multipart, as the public API takes it: labels travel as a JSON string (api-contract §1). */
async function editVoice(edit: VoiceEditRequest): Promise<void> {
  const body = new FormData();
  body.set('name', edit.name);
  body.set('description', edit.description);
  body.set('labels', JSON.stringify(edit.labels));
  await request((h) => h.post(`${voicePath(edit.voiceId)}/edit`, { body }).json<{ status: string }>());
}

export const voicesApi = {
  listMyVoices,
  voiceDetail,
  editVoice,
  deleteVoice: async (voiceId: string): Promise<void> => {
    await request((h) => h.delete(voicePath(voiceId)).json<{ status: string }>());
  },
};
