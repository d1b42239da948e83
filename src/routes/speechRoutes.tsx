import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fromPromise, type Actor } from 'xstate';
import {
  bracketWarning, estimatedCredits, generationInput, isFreeTier, MAIN_NAVIGATION, MESSAGES, modelDoesTask,
  modelNotice, RECENT_VOICES_MAX, recentVoiceIds, regenerationMaxOf, regenerationsLeft, SPEECH_UI_MESSAGES,
  SUBSCRIPTION_PATH, VOICE_LIBRARY_PATH, voiceDisplayName, creditSummary, type SpeechModel, type UnsupportedLanguage, type VoiceSummary,
} from '../domain';
import { speechHistoryMachine } from '../machines/speechHistory.machine';
import { maxCharactersOf, speechSynthesisMachine } from '../machines/speechSynthesis.machine';
import { voicePickerMachine } from '../machines/voicePicker.machine';
import { voicePreviewMachine } from '../machines/voicePreview.machine';
import { audioLibrary, type PlaybackState } from '../services/audio';
import { speechApi } from '../services/speech';
import { readRecentVoices, writeRecentVoices } from '../services/storage';
import { ComingView } from '../ui/pages/ComingView';
import { toast, toastQueue } from '../ui/primitives';
import { HistoryPanel } from '../ui/speech/HistoryPanel';
import { SpeechPlayer } from '../ui/speech/SpeechPlayer';
import { TextToSpeechView, type SidePanel } from '../ui/speech/TextToSpeechView';
import { VoicePicker } from '../ui/speech/VoicePicker';
import { useAppActors } from './AppActorsContext';
import { PermissionGate } from './pageRoutes';
import { useFlow } from './useFlow';
import { useAccount } from './useSession';

const HISTORY_TAB = 'history';
const STOPPED: PlaybackState = { audioId: null, playing: false, currentTime: 0, duration: 0 };

const useAudio = () => useSyncExternalStore(audioLibrary.subscribe, audioLibrary.getSnapshot);

/** /app/speech-synthesis/text-to-speech. A new voice_id query starts a new workspace flow for that voice. */
export function TextToSpeechRoute() {
  const [params] = useSearchParams();
  const requestedVoiceId = params.get('voice_id');
  return (
    <PermissionGate permission="text_to_speech">
      <TextToSpeechWorkspace key={requestedVoiceId ?? ''} requestedVoiceId={requestedVoiceId} />
    </PermissionGate>
  );
}

/** The Speech to speech tab: still an honest "not built yet" page, whose tabs keep the query string (§2.2). */
export function SpeechToSpeechRoute() {
  const location = useLocation();
  const entry = MAIN_NAVIGATION.find((item) => item.id === 'voice-changer')!;
  return (
    <PermissionGate permission="speech_to_speech">
      <ComingView entry={entry} search={location.search} />
    </PermissionGate>
  );
}

const languageName = (models: readonly SpeechModel[], code: string) =>
  models.flatMap((model) => model.languages).find((language) => language.language_id === code)?.name ?? code;

function TextToSpeechWorkspace({ requestedVoiceId }: { requestedVoiceId: string | null }) {
  const { session } = useAppActors();
  const account = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The history panel's flow, while it is open: refreshed with the credits after each generation (§4.5).
  const history = useRef<Actor<typeof speechHistoryMachine> | null>(null);
  const languageToast = useRef<string | null>(null);
  const registerHistory = useCallback((flow: Actor<typeof speechHistoryMachine> | null) => { history.current = flow; }, []);

  const actor = useFlow(speechSynthesisMachine.provide({
    actors: {
      loadWorkspace: fromPromise(({ input }) => speechApi.workspace(input)),
      synthesize: fromPromise(({ input, signal }) => speechApi.synthesize(input, signal)),
      drawWaveform: fromPromise(({ input }) => audioLibrary.waveform(input.audioId, input.bars)),
      detectLanguage: fromPromise(({ input, signal }) => speechApi.detectLanguage(input.text, signal)),
      // Without the abort signal: a save under way when the user leaves the page still reaches the server.
      saveVoiceSettings: fromPromise(async ({ input }) => {
        await speechApi.saveVoiceSettings(input.voiceId, input.settings);
      }),
    },
    actions: {
      creditsChanged: () => {
        session.send({ type: 'account.refresh' });
        history.current?.send({ type: 'history.refresh' });
      },
      showToasts: (_, { toasts }) => {
        for (const { title, description, subscriptionLink } of toasts) {
          toast({
            title, description, tone: 'danger',
            action: subscriptionLink ? { label: MESSAGES.updateSubscription, href: SUBSCRIPTION_PATH } : undefined,
          });
        }
      },
      showLanguageNotice: ({ context }, { unsupported }) => {
        languageToast.current = toast(languageNotice(context.models, context.modelId, unsupported, () =>
          actor.send({ type: 'suggestion.accept' })), {
          // The flow decides when the notice goes (10 s, §5.2); closing it by hand dismisses it there too.
          timeout: undefined,
          onClose: () => { if (languageToast.current !== null) actor.send({ type: 'suggestion.dismiss' }); },
        });
      },
      hideLanguageNotice: () => {
        const key = languageToast.current;
        languageToast.current = null;
        if (key) toastQueue.close(key);
      },
      redirectToLibrary: (_, { voiceId }) =>
        navigate(`${VOICE_LIBRARY_PATH}?voice_id=${encodeURIComponent(voiceId)}`, { replace: true }),
      togglePlayback: (_, { audioId }) => audioLibrary.toggle(audioId),
      seekPlayback: (_, { audioId, seconds }) => audioLibrary.seek(audioId, seconds),
      downloadAudio: (_, { audioId, fileName }) => audioLibrary.download(audioId, fileName),
    },
  }), {
    requestedVoiceId,
    recentVoiceIds: recentVoiceIds(readRecentVoices(), RECENT_VOICES_MAX),
    freeTier: account ? isFreeTier(account.subscription.tier) : true,
    regenerationMax: regenerationMaxOf(account?.workspace_training_opt_out ?? false),
  });
  const state = useSelector(actor, (s) => s);
  const audio = useAudio();
  const { context } = state;
  if (!account) return null;

  const model = context.models.find((m) => m.model_id === context.modelId);
  const generation = context.generation;
  const generating = state.matches({ ready: { generation: 'generating' } });
  const input = context.voice && context.modelId ? generationInput(context.text, context.voice.voiceId, context.modelId) : '';
  const panel: SidePanel = params.get('tab') === HISTORY_TAB ? 'history' : 'settings';

  return (
    <TextToSpeechView
      search={location.search}
      status={state.matches('failed') ? 'failed' : state.matches('ready') ? 'ready' : 'loading'}
      loadError={context.loadError}
      text={context.text}
      maxCharacters={maxCharactersOf(context)}
      truncated={context.truncated}
      bracketWarning={bracketWarning(context.text, context.modelId)}
      estimatedCredits={estimatedCredits(context.text, model)}
      creditsSummary={creditSummary(account.subscription)}
      models={context.models.filter((m) => modelDoesTask(m, 'text_to_speech'))}
      model={model}
      modelNotice={state.matches('ready') ? modelNotice(context.models, 'text_to_speech', context.voice, context.modelId) : null}
      settings={context.settings}
      generating={generating}
      canGenerate={state.can({ type: 'speech.generate', at: Date.now() })}
      regenerationsLeft={regenerationsLeft(context.chain, input, Date.now())}
      dialog={context.dialog}
      panel={panel}
      onPanelChange={(next) => setParams((current) => {
        if (next === 'history') current.set('tab', HISTORY_TAB);
        else current.delete('tab');
        return current;
      }, { replace: true })}
      voicePicker={<VoicePickerFlow selected={context.voice} onChosen={(voice) => actor.send({ type: 'voice.select', voice })} />}
      player={generation && (generating || state.matches({ ready: { generation: 'done' } })) ? (
        <SpeechPlayer
          status={generating ? 'streaming' : 'complete'}
          waveform={context.waveform}
          playback={audio.playback.audioId === generation.audioId ? audio.playback : STOPPED}
          receivedBytes={audio.streaming[generation.audioId] ?? 0}
          title={`${context.voice ? voiceDisplayName(context.voice.name) : 'Speech'} · ${model?.name ?? ''}`}
          onToggle={() => actor.send({ type: 'player.toggle' })}
          onSeek={(seconds) => actor.send({ type: 'player.seek', seconds })}
          onDownload={() => actor.send({ type: 'audio.download' })}
        />
      ) : null}
      history={<HistoryFlow register={registerHistory} />}
      send={actor.send}
    />
  );
}

function languageNotice(models: readonly SpeechModel[], modelId: string | null, unsupported: UnsupportedLanguage,
  accept: () => void) {
  const name = (id: string | null) => models.find((m) => m.model_id === id)?.name ?? id ?? '';
  const language = languageName(models, unsupported.languageCode);
  const suggested = unsupported.suggestedModelId;
  return {
    title: MESSAGES.unsupportedLanguage,
    description: `${SPEECH_UI_MESSAGES.unsupportedLanguage(language, name(modelId))} ${
      suggested ? SPEECH_UI_MESSAGES.suggestModel(name(suggested)) : SPEECH_UI_MESSAGES.noModelSpeaks}`,
    tone: 'warning' as const,
    action: suggested ? { label: `Use ${name(suggested)}`, onPress: accept } : undefined,
  };
}

/** The voice picker's own flow; a chosen voice (with its settings) goes to the workspace. */
function VoicePickerFlow({ selected, onChosen }: { selected: VoiceSummary | null; onChosen: (voice: VoiceSummary) => void }) {
  const actor = useFlow(voicePickerMachine.provide({
    actors: {
      listVoices: fromPromise(({ input }) => speechApi.listVoices(input)),
      loadVoice: fromPromise(({ input }) => speechApi.voice(input.voiceId)),
    },
    actions: {
      voiceChosen: (_, { voice }) => onChosen(voice),
      storeRecent: (_, { recent }) => writeRecentVoices(recent),
    },
  }), { recent: readRecentVoices() });
  const preview = useFlow(voicePreviewMachine.provide({
    actors: { playPreview: fromPromise(({ input, signal }) => speechApi.playPreview(input, signal)) },
  }));
  const state = useSelector(actor, (s) => s);
  const previewing = useSelector(preview, (s) => s.context.previewing?.voiceId ?? null);
  const previewError = useSelector(preview, (s) => s.context.error);
  const { context } = state;
  const isOpen = state.matches('open');
  // A preview plays only while the popover is open: closing it, or choosing a voice, stops it.
  useEffect(() => {
    if (!isOpen) preview.send({ type: 'preview.stop' });
  }, [isOpen, preview]);
  const listed = (id: string) => context.voices.find((voice) => voice.voiceId === id);
  return (
    <VoicePicker
      selected={selected}
      isOpen={isOpen}
      choosing={state.matches('choosing')}
      search={context.search}
      recent={recentVoiceIds(context.recent, RECENT_VOICES_MAX).map(listed).filter((voice) => voice !== undefined)}
      voices={context.voices}
      list={state.matches({ open: 'failed' }) ? 'failed'
        : state.matches({ open: 'ready' }) || state.matches({ open: 'loadingMore' }) ? 'ready' : 'loading'}
      loadingMore={state.matches({ open: 'loadingMore' })}
      hasMore={context.nextPageToken !== null}
      error={context.error ?? (previewing === null ? previewError : null)}
      previewingId={previewing}
      onPreview={({ voiceId, previewUrl }) => preview.send({ type: 'preview.toggle', voice: { voiceId, previewUrl } })}
      send={actor.send}
    />
  );
}

/** The history panel's own flow, mounted while the History tab is open. */
function HistoryFlow({ register }: { register: (flow: Actor<typeof speechHistoryMachine> | null) => void }) {
  const actor = useFlow(speechHistoryMachine.provide({
    actors: {
      listHistory: fromPromise(({ input }) => speechApi.history(input.after)),
      loadAudio: fromPromise(({ input }) => speechApi.loadHistoryAudio(input.historyItemId)),
      deleteItem: fromPromise(async ({ input }) => {
        await speechApi.deleteHistoryItem(input.historyItemId);
        return input.historyItemId;
      }),
    },
    actions: {
      togglePlayback: (_, { audioId }) => audioLibrary.toggle(audioId),
      downloadAudio: (_, { audioId, fileName }) => audioLibrary.download(audioId, fileName),
    },
  }));
  useEffect(() => {
    register(actor);
    return () => register(null);
  }, [actor, register]);
  const state = useSelector(actor, (s) => s);
  const { playback } = useAudio();
  const playing = state.context.items.find((item) =>
    playback.playing && playback.audioId === speechApi.historyAudioId(item.historyItemId));
  return (
    <HistoryPanel
      status={state.matches('failed') ? 'failed' : state.matches('ready') ? 'ready' : 'loading'}
      items={state.context.items}
      hasMore={state.context.hasMore}
      loadingMore={state.matches({ ready: 'loadingMore' })}
      busy={state.matches({ ready: 'fetchingAudio' }) || state.matches({ ready: 'deleting' })}
      pendingId={state.context.pending?.historyItemId ?? null}
      playingId={playing?.historyItemId ?? null}
      error={state.context.error}
      send={actor.send}
    />
  );
}
