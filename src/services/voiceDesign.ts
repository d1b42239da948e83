import {
  VOICES_PAGE_SIZE_MAX,
  type DesignRequest, type SaveVoiceRequest, type VoiceDesignResponse, type VoiceDesignTextLimits,
  type VoiceReference, type VoiceResponse, type VoicesV2Response,
} from '../domain';
import type { DesignResult, OwnedVoice, VoiceDesignSetup } from '../machines/voiceDesign.machine';
import { audioLibrary } from './audio';
import { request } from './http';

/** Voice Design's endpoints (api-contract §2) and its reference files; the flow invokes them as actors. */

/** Uploaded reference files, kept here by id: flows and their recorded events carry only the id. */
const referenceFiles = new Map<string, File>();
let nextFileId = 0;

const path = (part: string) => encodeURIComponent(part);
const previewAudioId = (generatedVoiceId: string) => `design-${generatedVoiceId}`;

/** The voices the user created ('voices you created', §6), every page of them. */
async function ownedVoices(): Promise<OwnedVoice[]> {
  const owned: OwnedVoice[] = [];
  let pageToken: string | null = null;
  do {
    const searchParams = new URLSearchParams({
      voice_type: 'personal', page_size: String(VOICES_PAGE_SIZE_MAX), sort: 'name', sort_direction: 'asc',
    });
    if (pageToken) searchParams.set('next_page_token', pageToken);
    const page: VoicesV2Response = await request((h) => h.get('v2/voices', { searchParams }).json<VoicesV2Response>());
    owned.push(...page.voices.map((voice) => ({ voiceId: voice.voice_id, name: voice.name })));
    pageToken = page.has_more ? page.next_page_token : null;
  } while (pageToken);
  return owned;
}

async function setup(): Promise<VoiceDesignSetup> {
  const [limits, owned] = await Promise.all([
    request((h) => h.get('v1/voice-generation/generate-voice/parameters').json<VoiceDesignTextLimits>()),
    ownedVoices(),
  ]);
  return { limits: { minimum_characters: limits.minimum_characters, maximum_characters: limits.maximum_characters }, ownedVoices: owned };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Sends the request (the remix path when the reference is an owned voice) and keeps each preview's audio. */
async function design(input: DesignRequest, signal?: AbortSignal): Promise<DesignResult> {
  const file = input.referenceFileId ? referenceFiles.get(input.referenceFileId) : undefined;
  const json = file
    ? { ...input.body, reference_audio_base64: base64Of(new Uint8Array(await file.arrayBuffer())) }
    : input.body;
  const url = input.remixVoiceId ? `v1/text-to-voice/${path(input.remixVoiceId)}/remix` : 'v1/text-to-voice/design';
  // Three previews take the engine a while on a slow machine: longer than the client's usual 30 s.
  const answer = await request((h) => h.post(url, { json, signal, timeout: 120_000 }).json<VoiceDesignResponse>());
  const previews = answer.previews.map((preview) => {
    const audioId = previewAudioId(preview.generated_voice_id);
    audioLibrary.store(audioId, new Blob([bytesOf(preview.audio_base_64)], { type: preview.media_type }));
    return { generatedVoiceId: preview.generated_voice_id, audioId };
  });
  return { previews, text: answer.text };
}

async function save(input: SaveVoiceRequest): Promise<{ voiceId: string }> {
  const voice = await request((h) => h.post('v1/text-to-voice/create-voice-from-preview', { json: input }).json<VoiceResponse>());
  return { voiceId: voice.voice_id };
}

/** Measures a picked file in the browser (duration null when it cannot be decoded) and keeps it under an id. */
async function readReference(file: File): Promise<VoiceReference> {
  let durationSeconds: number | null = null;
  try {
    const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(await file.arrayBuffer());
    durationSeconds = decoded.duration;
  } catch {
    durationSeconds = null;
  }
  const fileId = `reference-${++nextFileId}`;
  referenceFiles.set(fileId, file);
  return { kind: 'file', fileId, name: file.name, sizeBytes: file.size, durationSeconds };
}

export const voiceDesignApi = { setup, design, save, readReference, previewAudioId };
