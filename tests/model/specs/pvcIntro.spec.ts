import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { PVC_SESSION_STATES } from '../../../src/domain';
import { pvcIntroMachine, type PvcSession, type PvcSessionsPage } from '../../../src/machines/pvcIntro.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type PvcIntro = SnapshotFrom<typeof pvcIntroMachine>;

const session = (voiceId: string, name: string): PvcSession =>
  ({ voiceId, name, fineTuningState: 'draft', createdAtUnix: 1_763_700_000 });
const EARLIER = session('pvc_earlier', 'Narration take');
const CREATED = session('pvc_created', 'My Professional Voice Clone');
const FIRST_PAGE: PvcSessionsPage = { sessions: [EARLIER], nextPageToken: 'page-2' };
const LAST_PAGE: PvcSessionsPage = { sessions: [CREATED], nextPageToken: null };
const DRAFT = { name: CREATED.name, language: 'en', labels: {} };

const nothingInFlight = (_: PvcIntro, { running }: { running: () => readonly unknown[] }) =>
  expect(running()).toEqual([]);

export const pvcIntroSpec = defineSpec({
  machine: pvcIntroMachine,
  // Opened fresh, and reopened on a draft created earlier (createdVoiceId in the URL).
  input: variants(fc.constantFrom(null, CREATED.voiceId).map((createdVoiceId) => ({ createdVoiceId, draft: DRAFT })), 2,
    ({ createdVoiceId }) => (createdVoiceId ? 'created earlier' : 'fresh')),
  events: {
    'sessions.retry': noPayload,
    'session.continue': variants(fc.record({ voiceId: fc.constant(EARLIER.voiceId) })),
    'clone.create': noPayload,
    'wizard.leave': noPayload,
  },
  actors: {
    listSessions: {
      done: variants(fc.constantFrom(FIRST_PAGE, LAST_PAGE), 2, (page) => (page.nextPageToken ? 'more' : 'last')),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    createDraft: {
      done: variants(fc.constant(CREATED)),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariant: ({ context }) => {
    const ids = context.sessions.map((s) => s.voiceId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const listed of context.sessions) expect(PVC_SESSION_STATES).toContain(listed.fineTuningState);
    // Newest first, across the pages of every session state.
    const times = context.sessions.map((s) => s.createdAtUnix);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  },
  invariants: {
    // Each page is asked for with the token of the one before (§7: repeated while has_more is true).
    loading: ({ context }, { invoked }) =>
      expect(invoked('listSessions')?.input).toEqual({ pageToken: context.nextPageToken }),
    failed: (snapshot, tools) => {
      nothingInFlight(snapshot, tools);
      expect(snapshot.context.sessions).toEqual([]);
      expect(snapshot.context.error).toMatch(/\S/);
    },
    ready: (snapshot, tools) => {
      nothingInFlight(snapshot, tools);
      expect(snapshot.context.nextPageToken).toBeNull();
      expect(snapshot.context.openVoiceId).toBeNull();
      expect(snapshot.context.error).toBeNull();
    },
    creating: ({ context }, { invoked }) => expect(invoked('createDraft')?.input).toEqual(context.draft),
    // The wizard is always for one of the listed sessions.
    wizard: (snapshot, tools) => {
      nothingInFlight(snapshot, tools);
      expect(snapshot.context.sessions.map((s) => s.voiceId)).toContain(snapshot.context.openVoiceId);
    },
  },
});
