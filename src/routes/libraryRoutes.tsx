import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { libraryFiltersFromParams, libraryFiltersToParams, type LibraryFilters, type LibraryVoice } from '../domain';
import { libraryVoiceDetailMachine } from '../machines/libraryVoiceDetail.machine';
import { recorderMachine } from '../machines/recorder.machine';
import { voiceLibraryMachine } from '../machines/voiceLibrary.machine';
import { voicePreviewMachine } from '../machines/voicePreview.machine';
import { libraryApi } from '../services/library';
import { mediaApi } from '../services/media';
import { speechApi } from '../services/speech';
import { LibraryRecorder, type RecorderStatus } from '../ui/library/LibraryRecorder';
import { LibraryView } from '../ui/library/LibraryView';
import { LibraryVoicePanel } from '../ui/library/LibraryVoicePanel';
import { PermissionGate } from './pageRoutes';
import { useFlow } from './useFlow';

const VOICE_ID = 'voice_id';
/** The name a recorded sample carries in the similar-voice search and its banner. */
const RECORDING_NAME = 'recording.wav';

/** The address for filters plus the open voice; parameter names are the API's, so a link reads like a query. */
function addressOf(filters: LibraryFilters, voiceId: string | null): URLSearchParams {
  const params = libraryFiltersToParams(filters);
  if (voiceId) params.set(VOICE_ID, voiceId);
  return params;
}

/** /app/voice-library: filters in the query (reload and back keep them); ?voice_id= opens that voice's panel. */
export function VoiceLibraryRoute() {
  return (
    <PermissionGate permission="voice_lab">
      <VoiceLibraryPage />
    </PermissionGate>
  );
}

function VoiceLibraryPage() {
  const [params, setParams] = useSearchParams();
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const preview = useFlow(voicePreviewMachine.provide({
    actors: { playPreview: fromPromise(({ input, signal }) => speechApi.playPreview(input, signal)) },
  }));
  const actor = useFlow(voiceLibraryMachine.provide({
    actors: {
      searchVoices: fromPromise(({ input }) => libraryApi.search(input)),
      findSimilar: fromPromise(({ input }) => libraryApi.findSimilar(input)),
    },
    actions: {
      writeUrl: (_, { filters, replace }) =>
        setParams(addressOf(filters, paramsRef.current.get(VOICE_ID)), { replace }),
    },
  }), { filters: libraryFiltersFromParams(params) });
  const state = useSelector(actor, (s) => s);
  const recorder = useFlow(recorderMachine.provide({
    actors: {
      openMicrophone: fromPromise(() => mediaApi.openMicrophone()),
      finishCapture: fromPromise(async () => {
        const { wav, durationMs } = await mediaApi.finishCapture();
        return { sampleId: libraryApi.keepSample(wav), durationMs };
      }),
    },
    actions: {
      startCapture: () => mediaApi.startCapture(),
      releaseMicrophone: () => mediaApi.releaseMicrophone(),
      sampleRecorded: (_, { sampleId }) =>
        actor.send({ type: 'similar.find', source: { kind: 'sample', sampleId, fileName: RECORDING_NAME } }),
    },
  }));
  const recording = useSelector(recorder, (s) => s);
  // Leaving the page mid-take must not leave the microphone on.
  useEffect(() => () => mediaApi.releaseMicrophone(), []);
  const previewing = useSelector(preview, (s) => s.context.previewing?.voiceId ?? null);
  const { context } = state;

  // Back, forward and links move the address under the page: the flow follows (it ignores what it wrote itself).
  const query = libraryFiltersToParams(libraryFiltersFromParams(params)).toString();
  useEffect(() => {
    actor.send({ type: 'url.change', filters: libraryFiltersFromParams(new URLSearchParams(query)) });
  }, [actor, query]);

  const voiceId = params.get(VOICE_ID);
  const togglePreview = (voice: LibraryVoice) =>
    preview.send({ type: 'preview.toggle', voice: { voiceId: voice.voice_id, previewUrl: voice.preview_url } });
  const openVoice = (voice: LibraryVoice) => setParams(addressOf(context.filters, voice.voice_id));
  const closeVoice = () => setParams(addressOf(context.filters, null));

  return (
    <LibraryView
      filters={context.filters}
      voices={context.voices}
      list={state.matches('failed') || state.matches('similarFailed') ? 'failed'
        : state.matches('loading') || state.matches('debouncing') || state.matches('similarLoading') ? 'loading' : 'ready'}
      loadingMore={state.matches('loadingMore')}
      hasMore={context.hasMore}
      error={context.error}
      similar={context.similar}
      warning={context.warning}
      previewingId={previewing}
      send={actor.send}
      onPreview={togglePreview}
      onOpen={openVoice}
      onRecord={() => recorder.send({ type: recording.matches('closed') ? 'recorder.open' : 'recorder.close' })}
      recorder={(
        <LibraryRecorder
          status={recorderStatus(recording)}
          countdown={recording.context.countdown}
          elapsed={recording.context.elapsed}
          durationMs={recording.context.sample?.durationMs ?? null}
          error={recording.context.error}
          send={recorder.send}
        />
      )}
      onSample={(file) => actor.send({
        type: 'similar.find', source: { kind: 'sample', sampleId: libraryApi.keepSample(file), fileName: file.name },
      })}
      detail={voiceId ? (
        <VoicePanelFlow key={voiceId} voiceId={voiceId}
          listed={context.voices.find((voice) => voice.voice_id === voiceId) ?? null}
          previewingId={previewing} onPreview={togglePreview} onOpen={openVoice} onClose={closeVoice}
          onAdded={(id) => actor.send({ type: 'voice.added', voiceId: id })} />
      ) : null}
    />
  );
}

function recorderStatus(state: SnapshotFrom<typeof recorderMachine>): RecorderStatus {
  if (state.matches('closed')) return 'closed';
  if (state.matches({ open: { capturing: { requesting: 'slow' } } })) return 'waiting';
  const captured = (['requesting', 'countdown', 'recording', 'finishing'] as const)
    .find((step) => state.matches({ open: { capturing: step } }));
  if (captured) return captured;
  return (['recorded', 'denied', 'failed'] as const).find((end) => state.matches({ open: end })) ?? 'idle';
}

function VoicePanelFlow({ voiceId, listed, previewingId, onPreview, onOpen, onClose, onAdded }: {
  voiceId: string;
  listed: LibraryVoice | null;
  previewingId: string | null;
  onPreview: (voice: LibraryVoice) => void;
  onOpen: (voice: LibraryVoice) => void;
  onClose: () => void;
  onAdded: (voiceId: string) => void;
}) {
  const actor = useFlow(libraryVoiceDetailMachine.provide({
    actors: {
      loadVoice: fromPromise(({ input }) => libraryApi.loadVoice(input)),
      findSimilar: fromPromise(({ input }) => libraryApi.findSimilar(input)),
      addVoice: fromPromise(({ input }) => libraryApi.addVoice(input)),
    },
    actions: { voiceAdded: (_, { voiceId: id }) => onAdded(id) },
  }), { voiceId, voice: listed });
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const sheet = state.matches({ open: { sheet: 'editing' } }) ? 'editing'
    : state.matches({ open: { sheet: 'adding' } }) ? 'adding'
      : state.matches({ open: { sheet: 'added' } }) ? 'added' : 'closed';
  return (
    <LibraryVoicePanel
      status={state.matches('missing') ? 'missing' : state.matches('open') ? 'open' : 'loading'}
      voice={context.voice}
      error={context.error}
      similar={state.matches({ open: { similar: 'finding' } }) ? null : context.similar}
      sheet={sheet}
      name={context.name}
      addError={context.addError}
      previewingId={previewingId}
      send={actor.send}
      onPreview={onPreview}
      onOpen={onOpen}
      onClose={onClose}
    />
  );
}
