import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, MESSAGES, MY_VOICES_MESSAGES, type VoiceSettingsResponse } from '../domain';
import type { ApiFailure } from '../services/http';
import type { MyVoice, VoiceDetail } from '../services/voices';

export type VoiceDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'settings.change'; change: Partial<VoiceSettingsResponse> }
  | { type: 'settings.reset' }
  | { type: 'settings.save' }
  /** The edit form saved the voice's name, description and labels. */
  | { type: 'voice.updated'; voice: MyVoice }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export interface VoiceDetailContext {
  voiceId: string;
  detail: VoiceDetail | null;
  /** The settings as edited in the panel; saved only on request. */
  settings: VoiceSettingsResponse | null;
  settingsDirty: boolean;
  error: string | null;
}

const sameSettings = (a: VoiceSettingsResponse, b: VoiceSettingsResponse) =>
  a.stability === b.stability && a.similarity_boost === b.similarity_boost && a.style === b.style
  && a.speed === b.speed && a.use_speaker_boost === b.use_speaker_boost;

/**
 * The voice the My Voices page's voice_id query names (workspace-shell §3.1, §3.2, §2.5, §8.2): loaded with the
 * settings this workspace uses for it and the defaults; settings are edited, then saved; deleting asks first.
 */
export const voiceDetailMachine = setup({
  types: {
    input: {} as { voiceId: string },
    context: {} as VoiceDetailContext,
    events: {} as VoiceDetailEvent,
  },
  actors: {
    loadDetail: fromPromise<VoiceDetail, { voiceId: string }>(async () => {
      throw new Error('loadDetail not provided');
    }),
    saveSettings: fromPromise<void, { voiceId: string; settings: VoiceSettingsResponse }>(async () => {
      throw new Error('saveSettings not provided');
    }),
    deleteVoice: fromPromise<void, { voiceId: string }>(async () => {
      throw new Error('deleteVoice not provided');
    }),
  },
  actions: {
    // A side effect the app supplies with .provide(): the list drops the voice and the page closes the panel.
    voiceDeleted: (_, _params: { voiceId: string }) => {},
    takeDetail: assign((_, detail: VoiceDetail) => ({ detail, settings: detail.settings, settingsDirty: false, error: null })),
    loadFailed: assign((_, { error }: { error: unknown }) => ({
      error: (error as ApiFailure)?.httpStatus === 404 ? MESSAGES.voiceNotFound : MESSAGES.errorFetchingVoice,
    })),
    changeSettings: assign(({ context, event }) => {
      assertEvent(event, 'settings.change');
      const settings = { ...context.settings!, ...event.change };
      return { settings, settingsDirty: !sameSettings(settings, context.detail!.settings) };
    }),
    resetSettings: assign(({ context }) => ({
      settings: context.detail!.defaults, settingsDirty: !sameSettings(context.detail!.defaults, context.detail!.settings),
    })),
    settingsSaved: assign(({ context }) => ({
      detail: { ...context.detail!, settings: context.settings! }, settingsDirty: false, error: null,
    })),
    actionFailed: assign((_, { error, fallback }: { error: unknown; fallback: string }) => ({ error: failureMessage(error, fallback) })),
    clearError: assign({ error: null }),
    replaceVoice: assign(({ context, event }) => {
      assertEvent(event, 'voice.updated');
      return { detail: { ...context.detail!, voice: event.voice } };
    }),
  },
  guards: {
    settingsDirty: ({ context }) => context.settingsDirty,
  },
}).createMachine({
  id: 'voiceDetail',
  context: ({ input }) => ({ voiceId: input.voiceId, detail: null, settings: null, settingsDirty: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ voiceId: context.voiceId }),
        onDone: { target: 'ready', actions: { type: 'takeDetail', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'detail.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'voice.updated': { actions: 'replaceVoice' },
      },
      states: {
        idle: {
          on: {
            'settings.change': { actions: 'changeSettings' },
            'settings.reset': { actions: 'resetSettings' },
            'settings.save': { guard: 'settingsDirty', target: 'savingSettings' },
            'delete.request': { target: 'confirmingDelete', actions: 'clearError' },
          },
        },
        savingSettings: {
          invoke: {
            src: 'saveSettings',
            input: ({ context }) => ({ voiceId: context.voiceId, settings: context.settings! }),
            onDone: { target: 'idle', actions: 'settingsSaved' },
            onError: {
              target: 'idle',
              actions: { type: 'actionFailed', params: ({ event }) => ({ error: event.error, fallback: MY_VOICES_MESSAGES.settingsSaveFailed }) },
            },
          },
        },
        confirmingDelete: {
          on: {
            'delete.cancel': { target: 'idle', actions: 'clearError' },
            'delete.confirm': 'deleting',
          },
        },
        deleting: {
          invoke: {
            src: 'deleteVoice',
            input: ({ context }) => ({ voiceId: context.voiceId }),
            onDone: '#voiceDetail.deleted',
            onError: {
              target: 'confirmingDelete',
              actions: { type: 'actionFailed', params: ({ event }) => ({ error: event.error, fallback: MY_VOICES_MESSAGES.deleteFailed }) },
            },
          },
        },
      },
    },
    deleted: {
      type: 'final',
      entry: { type: 'voiceDeleted', params: ({ context }) => ({ voiceId: context.voiceId }) },
    },
  },
});
