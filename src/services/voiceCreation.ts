import {
  PVC_SESSION_STATES, PVC_SESSIONS_PAGE_SIZE, type MyVoiceResponse, type PvcSessionState, type VoicesV2Response,
} from '../domain';
import type { NewPvcDraft, PvcSession, PvcSessionsPage } from '../machines/pvcIntro.machine';
import { request } from './http';

/** The Professional Voice Clone intro's endpoints (voice-creation §7); the intro flow invokes them as actors. */

/**
 * GET /v2/voices filters by one fine-tuning state at a time, so the session list reads each session state's pages
 * in turn. The cursor the flow pages with names the state and that state's own next_page_token.
 */
interface Cursor {
  state: number;
  token: string | null;
}

const readCursor = (pageToken: string | null): Cursor => {
  if (pageToken === null) return { state: 0, token: null };
  const parsed = JSON.parse(pageToken) as Cursor;
  return { state: parsed.state, token: parsed.token };
};

const isSessionState = (value: unknown): value is PvcSessionState =>
  (PVC_SESSION_STATES as readonly unknown[]).includes(value);

async function listSessions({ pageToken }: { pageToken: string | null }): Promise<PvcSessionsPage> {
  const cursor = readCursor(pageToken);
  const state = PVC_SESSION_STATES[cursor.state]!;
  const searchParams = new URLSearchParams({
    sort: 'created_at_unix', sort_direction: 'desc', voice_type: 'personal', category: 'professional',
    fine_tuning_state: state, include_total_count: 'false', page_size: String(PVC_SESSIONS_PAGE_SIZE),
  });
  if (cursor.token !== null) searchParams.set('next_page_token', cursor.token);
  const page = await request((h) => h.get('v2/voices', { searchParams }).json<VoicesV2Response>());
  const voices = page.voices as MyVoiceResponse[];
  // Only the user's own voices are sessions (§6), whatever else a server answers.
  const sessions = voices.filter((voice) => voice.is_owner && isSessionState(voice.fine_tuning_state))
    .map((voice): PvcSession => ({
      voiceId: voice.voice_id, name: voice.name, fineTuningState: voice.fine_tuning_state as PvcSessionState,
      createdAtUnix: voice.created_at_unix,
    }));
  const next: Cursor | null = page.has_more && page.next_page_token
    ? { state: cursor.state, token: page.next_page_token }
    : cursor.state + 1 < PVC_SESSION_STATES.length ? { state: cursor.state + 1, token: null } : null;
  return { sessions, nextPageToken: next && JSON.stringify(next) };
}

/** POST /v1/voices/pvc: a new draft, answered as the session it starts. */
async function createDraft(draft: NewPvcDraft): Promise<PvcSession> {
  const { voice_id: voiceId } = await request((h) => h.post('v1/voices/pvc', { json: draft }).json<{ voice_id: string }>());
  return { voiceId, name: draft.name, fineTuningState: 'draft', createdAtUnix: Math.floor(Date.now() / 1000) };
}

export const voiceCreationApi = { listSessions, createDraft };
