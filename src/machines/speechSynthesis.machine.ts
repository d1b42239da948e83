import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  AFTER_GENERATION_REFRESH_MS, applySettings, chainAfterResponse, generationInput, generationProblem,
  maxCharactersFor, modelAfterVoiceChange, modelForTask, needsLanguageCheck, regenerationSource,
  SETTINGS_SAVE_DELAY_MS, settingsSaveToasts, UNSUPPORTED_LANGUAGE_NOTICE_MS, unsupportedLanguage, voiceDisplayName,
  type DetectLanguageResponse, type GenerationChain, type GenerationHeaders, type GenerationProblem,
  type GenerationToast, type SpeechModel, type SpeechTask, type UnsupportedLanguage, type VoiceSettingsResponse,
  type VoiceSettingsSave, type VoiceSummary,
} from '../domain';
import type { Waveform } from '../services/audio';
import type { ApiFailure } from '../services/http';
import type { SynthesisRequest } from '../services/speech';

const TASK: SpeechTask = 'text_to_speech';
/** Bars drawn for a generation's waveform; the player scales them to its width. */
export const WAVEFORM_BARS = 160;

export interface SpeechSynthesisInput {
  /** The voice_id query, if any. */
  requestedVoiceId: string | null;
  /** Recent voices, newest first (local memory, §3.11). */
  recentVoiceIds: string[];
  /** Free-tier requests have the models' lower character limit. */
  freeTier: boolean;
  /** Regenerations allowed per generation: lower for the no-training group (regenerationMaxOf). */
  regenerationMax: number;
}

/** What the workspace needs before it can be used. */
export interface WorkspaceCatalog {
  models: SpeechModel[];
  defaultSettings: VoiceSettingsResponse;
  /**
   * The starting voice, with the settings this workspace uses for it: the voice_id query's (null when it names no
   * available voice), else the most recent one, else the newest; null when there are no voices at all.
   */
  voice: VoiceSummary | null;
}

export type SpeechSynthesisEvent =
  | { type: 'workspace.retry' }
  | { type: 'text.change'; text: string }
  /** A voice with the settings this workspace uses for it (null: the defaults). */
  | { type: 'voice.select'; voice: VoiceSummary }
  | { type: 'model.select'; modelId: string }
  | { type: 'settings.change'; settings: Partial<VoiceSettingsResponse> }
  | { type: 'settings.reset' }
  /** `at` is when the user asked (ms): the regeneration window is measured from it. */
  | { type: 'speech.generate'; at: number }
  | { type: 'speech.cancel' }
  | { type: 'suggestion.accept' }
  | { type: 'suggestion.dismiss' }
  | { type: 'dialog.close' }
  | { type: 'player.toggle' }
  | { type: 'player.seek'; seconds: number }
  | { type: 'audio.download' };

/** The generation under way or last made; what it was asked with is in `input`. */
export interface Generation {
  audioId: string;
  at: number;
  /** generationInput() of the request: what makes a later request its regeneration. */
  input: string;
  regenerateFrom: string | null;
  fileName: string;
}

export type GenerationDialogProblem = Extract<GenerationProblem, { kind: 'dialog' }>;

export interface SpeechSynthesisContext extends SpeechSynthesisInput {
  models: SpeechModel[];
  defaultSettings: VoiceSettingsResponse | null;
  voice: VoiceSummary | null;
  modelId: string | null;
  settings: VoiceSettingsResponse | null;
  text: string;
  /** The last text change was cut to the maximum length. */
  truncated: boolean;
  /** The text the language was last checked for. */
  checkedText: string;
  unsupported: UnsupportedLanguage | null;
  generation: Generation | null;
  result: GenerationHeaders | null;
  waveform: Waveform | null;
  chain: GenerationChain | null;
  dialog: GenerationDialogProblem | null;
  loadError: string | null;
  /**
   * The voice settings to save, from the moment the delay runs out (or the voice is switched) until the save
   * request takes them as its input, within the same step; null at rest.
   */
  saving: VoiceSettingsSave | null;
}

const failureOf = (error: unknown) => error as ApiFailure;
/**
 * Anything thrown without an API code (a bug, not an answer) is shown as the generic failure. The shape is checked
 * rather than the class, so a recorded (plain-object) failure replays to the same state.
 */
const problemOf = (error: unknown) => generationProblem(
  typeof (error as { code?: unknown } | null)?.code === 'string' ? failureOf(error) : { code: 'error', message: '' });
/** A failed settings save as its toast; as with problemOf, only an API failure's message is shown. */
const saveFailureToasts = (error: unknown) =>
  settingsSaveToasts(typeof (error as { code?: unknown } | null)?.code === 'string' ? failureOf(error) : null);
const modelOf = (context: SpeechSynthesisContext) => context.models.find((model) => model.model_id === context.modelId);
export const maxCharactersOf = (context: SpeechSynthesisContext) => maxCharactersFor(modelOf(context), context.freeTier);
const fileNameOf = (voice: VoiceSummary, at: number) =>
  `${voiceDisplayName(voice.name).replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'speech'}_${at}.mp3`;

/**
 * The text-to-speech workspace (workspace-shell §2.2, §2.5, §4.2, §4.4, §4.5, §5.2, §5.4, §8.1): loads models,
 * default settings and the starting voice, then runs three regions side by side: the generation (streamed; then
 * its waveform, with credits refreshed at once and 3 s later; blocked-voice dialogs), the language check of the
 * text, and the saving of changed voice settings (§7.1; 1 s after the last change). Audio stays in
 * services/audio.ts; this machine holds only its id.
 */
export const speechSynthesisMachine = setup({
  types: {
    input: {} as SpeechSynthesisInput,
    context: {} as SpeechSynthesisContext,
    events: {} as SpeechSynthesisEvent,
  },
  actors: {
    loadWorkspace: fromPromise<WorkspaceCatalog, { requestedVoiceId: string | null; recentVoiceIds: string[] }>(
      async () => { throw new Error('loadWorkspace not provided'); }),
    synthesize: fromPromise<GenerationHeaders, SynthesisRequest>(async () => {
      throw new Error('synthesize not provided');
    }),
    drawWaveform: fromPromise<Waveform, { audioId: string; bars: number }>(async () => {
      throw new Error('drawWaveform not provided');
    }),
    detectLanguage: fromPromise<DetectLanguageResponse, { text: string }>(async () => {
      throw new Error('detectLanguage not provided');
    }),
    /** Saves one voice's settings (POST /v1/voices/{id}/settings/edit). */
    saveVoiceSettings: fromPromise<void, VoiceSettingsSave>(async () => {
      throw new Error('saveVoiceSettings not provided');
    }),
  },
  actions: {
    // Side effects the app supplies with .provide(); replay and tests run without them.
    creditsChanged: () => {},
    showToasts: (_, _params: { toasts: GenerationToast[] }) => {},
    showLanguageNotice: (_, _params: { unsupported: UnsupportedLanguage }) => {},
    hideLanguageNotice: () => {},
    redirectToLibrary: (_, _params: { voiceId: string }) => {},
    togglePlayback: (_, _params: { audioId: string }) => {},
    seekPlayback: (_, _params: { audioId: string; seconds: number }) => {},
    downloadAudio: (_, _params: { audioId: string; fileName: string }) => {},

    takeCatalog: assign((_, catalog: WorkspaceCatalog) => ({
      models: catalog.models,
      defaultSettings: catalog.defaultSettings,
      voice: catalog.voice,
      modelId: catalog.voice
        ? modelAfterVoiceChange(catalog.models, TASK, catalog.voice, null)
        : modelForTask(catalog.models, TASK, null),
      settings: catalog.voice?.settings ?? catalog.defaultSettings,
    })),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: failureOf(params.error)?.message ?? null })),
    takeText: assign(({ context, event }) => {
      assertEvent(event, 'text.change');
      const characters = Array.from(event.text);
      const max = maxCharactersOf(context);
      return characters.length > max
        ? { text: characters.slice(0, max).join(''), truncated: true }
        : { text: event.text, truncated: false };
    }),
    markChecked: assign({ checkedText: ({ context }) => context.text }),
    selectVoice: assign(({ context, event }) => {
      assertEvent(event, 'voice.select');
      return {
        voice: event.voice,
        modelId: modelAfterVoiceChange(context.models, TASK, event.voice, context.modelId),
        settings: event.voice.settings ?? context.defaultSettings,
      };
    }),
    selectModel: assign(({ event }) => {
      assertEvent(event, 'model.select');
      return { modelId: event.modelId };
    }),
    changeSettings: assign(({ context, event }) => {
      assertEvent(event, 'settings.change');
      return { settings: context.settings && applySettings(context.settings, event.settings) };
    }),
    resetSettings: assign(({ context }) => ({ settings: context.defaultSettings })),
    /** Taken before the voice changes (see settingsSave.pending), so a switch saves the voice the user left. */
    beginSave: assign(({ context }) => ({ saving: { voiceId: context.voice!.voiceId, settings: context.settings! } })),
    endSave: assign({ saving: null }),
    beginGeneration: assign(({ context, event }) => {
      assertEvent(event, 'speech.generate');
      const input = generationInput(context.text, context.voice!.voiceId, context.modelId!);
      return {
        generation: {
          audioId: `speech-${event.at}`, at: event.at, input,
          regenerateFrom: regenerationSource(context.chain, input, event.at),
          fileName: fileNameOf(context.voice!, event.at),
        },
        result: null,
        waveform: null,
      };
    }),
    takeResult: assign(({ context }, headers: GenerationHeaders) => {
      const { input, at, regenerateFrom } = context.generation!;
      return { result: headers, chain: chainAfterResponse(context.chain, { input, at, regenerated: regenerateFrom !== null }, headers,
        context.regenerationMax) };
    }),
    dropGeneration: assign({ generation: null, result: null, waveform: null }),
    takeWaveform: assign((_, waveform: Waveform) => ({ waveform })),
    /** No peaks, as opposed to none yet: the player stops waiting for them and shows a plain progress bar. */
    noWaveform: assign({ waveform: { peaks: [], durationSeconds: 0 } }),
    takeDialog: assign((_, dialog: GenerationDialogProblem) => ({ dialog })),
    closeDialog: assign({ dialog: null }),
    takeUnsupported: assign((_, unsupported: UnsupportedLanguage) => ({ unsupported })),
    clearUnsupported: assign({ unsupported: null }),
    acceptSuggestion: assign(({ context }) => ({ modelId: context.unsupported?.suggestedModelId ?? context.modelId })),
  },
  guards: {
    voiceUnavailable: ({ context }, catalog: WorkspaceCatalog) => context.requestedVoiceId !== null && catalog.voice === null,
    hasAudio: ({ context }) => context.generation !== null,
    canGenerate: ({ context }) => context.voice !== null && context.modelId !== null && context.settings !== null
      && context.text.trim() !== '' && Array.from(context.text).length <= maxCharactersOf(context),
    textNeedsLanguageCheck: ({ context, event }) => {
      assertEvent(event, 'text.change');
      return needsLanguageCheck(event.text, context.checkedText);
    },
    languageUnsupported: ({ context }, detected: DetectLanguageResponse) =>
      unsupportedLanguage(detected, context.models, context.modelId, TASK) !== null,
    hasSuggestion: ({ context }) => context.unsupported?.suggestedModelId != null,
    opensDialog: (_, params: { error: unknown }) => problemOf(params.error).kind === 'dialog',
    hasVoice: ({ context }) => context.voice !== null,
  },
  delays: {
    afterGenerationRefresh: AFTER_GENERATION_REFRESH_MS,
    languageNotice: UNSUPPORTED_LANGUAGE_NOTICE_MS,
    settingsSave: SETTINGS_SAVE_DELAY_MS,
  },
}).createMachine({
  id: 'speechSynthesis',
  context: ({ input }) => ({
    ...input,
    models: [], defaultSettings: null, voice: null, modelId: null, settings: null, text: '', truncated: false,
    checkedText: '', unsupported: null, generation: null, result: null, waveform: null, chain: null, dialog: null,
    loadError: null, saving: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadWorkspace',
        input: ({ context }) => ({ requestedVoiceId: context.requestedVoiceId, recentVoiceIds: context.recentVoiceIds }),
        onDone: [
          { guard: { type: 'voiceUnavailable', params: ({ event }) => event.output }, target: 'voiceUnavailable' },
          { target: 'ready', actions: { type: 'takeCatalog', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'workspace.retry': 'loading' },
    },
    // The voice_id query names no voice this workspace has: the route takes the user to the library (§2.2).
    voiceUnavailable: {
      type: 'final',
      entry: { type: 'redirectToLibrary', params: ({ context }) => ({ voiceId: context.requestedVoiceId ?? '' }) },
    },
    ready: {
      type: 'parallel',
      on: {
        'model.select': { actions: 'selectModel' },
        'player.toggle': {
          guard: 'hasAudio',
          actions: { type: 'togglePlayback', params: ({ context }) => ({ audioId: context.generation!.audioId }) },
        },
        'player.seek': {
          guard: 'hasAudio',
          actions: {
            type: 'seekPlayback',
            params: ({ context, event }) => ({ audioId: context.generation!.audioId, seconds: event.seconds }),
          },
        },
      },
      states: {
        generation: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'speech.generate': { guard: 'canGenerate', target: 'generating', actions: 'beginGeneration' } },
            },
            generating: {
              invoke: {
                src: 'synthesize',
                input: ({ context }) => ({
                  audioId: context.generation!.audioId, voiceId: context.voice!.voiceId, modelId: context.modelId!,
                  text: context.text, settings: context.settings!, regenerateFrom: context.generation!.regenerateFrom,
                }),
                onDone: {
                  target: 'done',
                  actions: [{ type: 'takeResult', params: ({ event }) => event.output }, 'creditsChanged'],
                },
                onError: [
                  {
                    guard: { type: 'opensDialog', params: ({ event }) => ({ error: event.error }) },
                    target: 'blocked',
                    actions: [
                      'dropGeneration',
                      { type: 'takeDialog', params: ({ event }) => problemOf(event.error) as GenerationDialogProblem },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      'dropGeneration',
                      {
                        type: 'showToasts',
                        params: ({ event }) => {
                          const problem = problemOf(event.error);
                          return { toasts: problem.kind === 'toasts' ? problem.toasts : [] };
                        },
                      },
                    ],
                  },
                ],
              },
              on: { 'speech.cancel': { target: 'idle', actions: 'dropGeneration' } },
            },
            done: {
              on: {
                'speech.generate': { guard: 'canGenerate', target: 'generating', actions: 'beginGeneration' },
                'audio.download': {
                  actions: {
                    type: 'downloadAudio',
                    params: ({ context }) => ({ audioId: context.generation!.audioId, fileName: context.generation!.fileName }),
                  },
                },
              },
              initial: 'fresh',
              states: {
                // Credits and history were refreshed on arrival; the server may settle a moment later (§4.5). The
                // waveform is drawn meanwhile.
                fresh: {
                  invoke: {
                    src: 'drawWaveform',
                    input: ({ context }) => ({ audioId: context.generation!.audioId, bars: WAVEFORM_BARS }),
                    onDone: { actions: { type: 'takeWaveform', params: ({ event }) => event.output } },
                    onError: { actions: 'noWaveform' },
                  },
                  after: { afterGenerationRefresh: { target: 'settled', actions: 'creditsChanged' } },
                },
                settled: {},
              },
            },
            blocked: {
              on: { 'dialog.close': { target: 'idle', actions: 'closeDialog' } },
            },
          },
        },
        language: {
          on: {
            'text.change': [
              { guard: 'textNeedsLanguageCheck', target: '.detecting', actions: ['takeText', 'markChecked'] },
              { actions: 'takeText' },
            ],
          },
          initial: 'idle',
          states: {
            // The notice's language is forgotten on the way out of it, after a suggestion was taken from it.
            idle: { entry: 'clearUnsupported' },
            detecting: {
              entry: 'clearUnsupported',
              invoke: {
                src: 'detectLanguage',
                input: ({ context }) => ({ text: context.text }),
                onDone: [
                  {
                    guard: { type: 'languageUnsupported', params: ({ event }) => event.output },
                    target: 'unsupported',
                    actions: {
                      type: 'takeUnsupported',
                      params: ({ context, event }) => unsupportedLanguage(event.output, context.models, context.modelId, TASK)!,
                    },
                  },
                  { target: 'idle' },
                ],
                // Detection only advises: when it fails, the text is simply not checked.
                onError: 'idle',
              },
            },
            unsupported: {
              entry: { type: 'showLanguageNotice', params: ({ context }) => ({ unsupported: context.unsupported! }) },
              exit: 'hideLanguageNotice',
              after: { languageNotice: 'idle' },
              on: {
                'suggestion.accept': { guard: 'hasSuggestion', target: 'idle', actions: 'acceptSuggestion' },
                'suggestion.dismiss': 'idle',
              },
            },
          },
        },
        // The voice and its settings, and saving the settings the user changed (§7.1). Changes and voice switches
        // are handled here, in each state (a region that takes an event hides `ready`'s own handler for it), so
        // that a pending save takes the old voice before selectVoice replaces it.
        settingsSave: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'voice.select': { actions: 'selectVoice' },
                // Without a voice (an empty workspace) there is nothing to save the settings for.
                'settings.change': [
                  { guard: 'hasVoice', target: 'pending', actions: 'changeSettings' },
                  { actions: 'changeSettings' },
                ],
                'settings.reset': [
                  { guard: 'hasVoice', target: 'pending', actions: 'resetSettings' },
                  { actions: 'resetSettings' },
                ],
              },
            },
            // Each change restarts the wait, so a slider drag or several quick changes make one request.
            pending: {
              after: { settingsSave: { target: 'saving', actions: 'beginSave' } },
              on: {
                'settings.change': { target: 'pending', reenter: true, actions: 'changeSettings' },
                'settings.reset': { target: 'pending', reenter: true, actions: 'resetSettings' },
                // Switching voice saves the old voice's settings at once rather than dropping them: the user set
                // them on purpose and expects them back with that voice, and the next changes will be another
                // voice's, so waiting out the delay gains nothing.
                'voice.select': { target: 'saving', actions: ['beginSave', 'selectVoice'] },
              },
            },
            saving: {
              invoke: {
                src: 'saveVoiceSettings',
                input: ({ context }) => context.saving!,
                onDone: 'idle',
                // The values stay on screen as the user set them; the toast says they were not saved.
                onError: {
                  target: 'idle',
                  actions: { type: 'showToasts', params: ({ event }) => ({ toasts: saveFailureToasts(event.error) }) },
                },
              },
              on: {
                'voice.select': { actions: 'selectVoice' },
                // A change while saving waits for its own save. The request under way still reaches the server
                // (the route does not abort it) but its answer is no longer awaited: the next save carries the
                // newer values. (Only after a voice switch is it another voice's save; its failure then goes
                // untold, while its values were sent all the same.)
                'settings.change': { target: 'pending', actions: 'changeSettings' },
                'settings.reset': { target: 'pending', actions: 'resetSettings' },
              },
              // Entered after the request started (a state's entry actions run before its invoke starts, its
              // child's after): the request keeps its own input, so the context keeps only what is on screen.
              initial: 'sent',
              states: { sent: { entry: 'endSave' } },
            },
          },
        },
      },
    },
  },
});
