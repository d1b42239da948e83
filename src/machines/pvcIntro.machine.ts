import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { VOICE_CREATION_MESSAGES, type PvcSessionState } from '../domain';

/** A professional voice still being set up (§4 'Professional Voice Clone sessions'). */
export interface PvcSession {
  voiceId: string;
  name: string;
  fineTuningState: PvcSessionState;
  createdAtUnix: number;
}

export interface PvcSessionsPage {
  sessions: PvcSession[];
  nextPageToken: string | null;
}

export interface NewPvcDraft {
  name: string;
  language: string;
  labels: Record<string, string>;
}

export type PvcIntroEvent =
  | { type: 'sessions.retry' }
  | { type: 'session.continue'; voiceId: string }
  | { type: 'clone.create' }
  /** Leaves the (not yet built) wizard panel for the intro. */
  | { type: 'wizard.leave' };

export interface PvcIntroInput {
  /** The createdVoiceId query: a draft made earlier, reopened at its wizard. */
  createdVoiceId: string | null;
  /** What "Create new clone" sends; the wizard's Details step is where the user changes it. */
  draft: NewPvcDraft;
}

export interface PvcIntroContext extends PvcIntroInput {
  sessions: PvcSession[];
  nextPageToken: string | null;
  /** The session whose wizard is open. */
  openVoiceId: string | null;
  error: string | null;
}

const messageOf = (error: unknown) =>
  (error instanceof Error && error.message) || VOICE_CREATION_MESSAGES.sessionsFailed;

/**
 * The Professional Voice Clone intro (voice-creation §2, §4, §7, §8): it lists the user's own sessions, reading
 * every page of GET /v2/voices while has_more is true, and creates new drafts. Continuing a session or creating one
 * opens that draft's wizard (a later issue: the view says so); `draftCreated` lets the app record createdVoiceId
 * and refresh the subscription, `draftFailed` shows the spec's message (§8 'Draft creation failure').
 */
export const pvcIntroMachine = setup({
  types: {
    input: {} as PvcIntroInput,
    context: {} as PvcIntroContext,
    events: {} as PvcIntroEvent,
  },
  actors: {
    listSessions: fromPromise<PvcSessionsPage, { pageToken: string | null }>(async () => {
      throw new Error('listSessions not provided');
    }),
    /** POST /v1/voices/pvc; answers the new draft as a session. */
    createDraft: fromPromise<PvcSession, NewPvcDraft>(async () => {
      throw new Error('createDraft not provided');
    }),
  },
  actions: {
    draftCreated: (_, _params: { voiceId: string }) => {},
    draftFailed: () => {},
    wizardLeft: () => {},
    // Pages come per session state; the list reads newest first across all of them.
    takePage: assign(({ context }, page: PvcSessionsPage) => ({
      sessions: [...context.sessions, ...page.sessions.filter((s) => !context.sessions.some((k) => k.voiceId === s.voiceId))]
        .sort((a, b) => b.createdAtUnix - a.createdAtUnix),
      nextPageToken: page.nextPageToken,
    })),
    startOver: assign({ sessions: [], nextPageToken: null, error: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    openSession: assign(({ event }) => {
      assertEvent(event, 'session.continue');
      return { openVoiceId: event.voiceId };
    }),
    openCreated: assign({ openVoiceId: ({ context }) => context.createdVoiceId }),
    addDraft: assign(({ context }, draft: PvcSession) => ({
      sessions: [draft, ...context.sessions.filter((s) => s.voiceId !== draft.voiceId)],
      openVoiceId: draft.voiceId,
      createdVoiceId: draft.voiceId,
      error: null,
    })),
    closeWizard: assign({ openVoiceId: null, createdVoiceId: null }),
  },
  guards: {
    hasMore: ({ context }) => context.nextPageToken !== null,
    createdIsListed: ({ context }) => context.sessions.some((s) => s.voiceId === context.createdVoiceId),
    isListed: ({ context, event }) => {
      assertEvent(event, 'session.continue');
      return context.sessions.some((s) => s.voiceId === event.voiceId);
    },
  },
}).createMachine({
  id: 'pvcIntro',
  context: ({ input }) => ({ ...input, sessions: [], nextPageToken: null, openVoiceId: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listSessions',
        input: ({ context }) => ({ pageToken: context.nextPageToken }),
        onDone: { target: 'paging', actions: { type: 'takePage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: ['startOver', { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    /** Another page while has_more was true; then the draft named in the URL, if it is among the sessions. */
    paging: {
      always: [
        { guard: 'hasMore', target: 'loading' },
        { guard: 'createdIsListed', target: 'wizard', actions: 'openCreated' },
        { target: 'ready' },
      ],
    },
    failed: {
      on: { 'sessions.retry': { target: 'loading', actions: 'startOver' } },
    },
    ready: {
      on: {
        'session.continue': { guard: 'isListed', target: 'wizard', actions: 'openSession' },
        'clone.create': 'creating',
      },
    },
    creating: {
      invoke: {
        src: 'createDraft',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'wizard',
          actions: [
            { type: 'addDraft', params: ({ event }) => event.output },
            { type: 'draftCreated', params: ({ event }) => ({ voiceId: event.output.voiceId }) },
          ],
        },
        onError: { target: 'ready', actions: 'draftFailed' },
      },
    },
    /** The draft's wizard would run here; it is a later issue, and the view says so. */
    wizard: {
      on: { 'wizard.leave': { target: 'ready', actions: ['closeWizard', 'wizardLeft'] } },
    },
  },
});
