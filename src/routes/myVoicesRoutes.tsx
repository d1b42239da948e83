import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { CREATION_QUERY, isCreateMode, VOICE_LIBRARY_PATH } from '../domain';
import { labelEditorMachine } from '../machines/labelEditor.machine';
import { myVoicesMachine } from '../machines/myVoices.machine';
import { voiceDetailMachine } from '../machines/voiceDetail.machine';
import { voicePreviewMachine } from '../machines/voicePreview.machine';
import { speechApi } from '../services/speech';
import { voicesApi, type MyVoice } from '../services/voices';
import { toast } from '../ui/primitives';
import { LabelEditorForm } from '../ui/voices/LabelEditorForm';
import { MyVoicesView } from '../ui/voices/MyVoicesView';
import { VoiceDetailPanel } from '../ui/voices/VoiceDetailPanel';
import { PermissionGate } from './pageRoutes';
import { useFlow } from './useFlow';

const TEXT_TO_SPEECH = '/app/speech-synthesis/text-to-speech';
/** The open voice (query voice_id) and whether its edit form is open (query action=edit, workspace-shell §2.1). */
const VOICE_QUERY = 'voice_id';
const ACTION_QUERY = 'action';
const EDIT_ACTION = 'edit';

/** /app/voice-lab: the My Voices page. */
export function MyVoicesRoute() {
  return (
    <PermissionGate permission="voice_lab">
      <MyVoicesPage />
    </PermissionGate>
  );
}

function MyVoicesPage() {
  const [params, setParams] = useSearchParams();
  const voiceId = params.get(VOICE_QUERY);
  const editing = params.get(ACTION_QUERY) === EDIT_ACTION;
  const list = useFlow(myVoicesMachine.provide({
    actors: { listVoices: fromPromise(({ input }) => voicesApi.listMyVoices(input)) },
  }));
  const preview = useFlow(voicePreviewMachine.provide({
    actors: { playPreview: fromPromise(({ input, signal }) => speechApi.playPreview(input, signal)) },
  }));
  const previewing = useSelector(preview, (s) => s.context.previewing?.voiceId ?? null);
  const previewError = useSelector(preview, (s) => s.context.error);
  useEffect(() => {
    if (previewError) toast({ title: previewError, tone: 'danger' });
  }, [previewError]);
  const togglePreview = (voice: MyVoice) =>
    preview.send({ type: 'preview.toggle', voice: { voiceId: voice.voiceId, previewUrl: voice.previewUrl } });
  const state = useSelector(list, (s) => s);
  const { context } = state;
  // The add-voice dialog (mode=create) may have added a voice by the time it closes.
  const creating = isCreateMode(params.get(CREATION_QUERY.mode));
  const wasCreating = useRef(creating);
  useEffect(() => {
    if (wasCreating.current && !creating) list.send({ type: 'list.refresh' });
    wasCreating.current = creating;
  }, [creating, list]);
  // The panel is the URL's: opening, editing and closing a voice are history entries the back button undoes.
  const openVoice = (id: string | null, edit = false) => setParams((current) => {
    if (id === null) current.delete(VOICE_QUERY);
    else current.set(VOICE_QUERY, id);
    if (edit) current.set(ACTION_QUERY, EDIT_ACTION);
    else current.delete(ACTION_QUERY);
    return current;
  });
  const withQuery = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    return `?${next.toString()}`;
  };

  return (
    <MyVoicesView
      list={state.matches('failed') ? 'failed'
        : state.matches('ready') || state.matches('loadingMore') ? 'ready' : 'loading'}
      loadingMore={state.matches('loadingMore')}
      hasMore={context.nextPageToken !== null}
      search={context.search}
      sort={context.sort}
      filter={context.filter}
      voices={context.voices}
      error={context.listError}
      previewingId={previewing}
      onPreview={togglePreview}
      selectedId={voiceId}
      addVoiceHref={withQuery(CREATION_QUERY.mode, CREATION_QUERY.create)}
      libraryHref={VOICE_LIBRARY_PATH}
      onOpen={(voice) => openVoice(voice.voiceId)}
      send={list.send}
      detail={voiceId === null ? null : (
        <VoiceDetailFlow key={voiceId} voiceId={voiceId} editing={editing} previewing={previewing === voiceId}
          onPreview={togglePreview}
          onEdit={(edit) => openVoice(voiceId, edit)}
          onClose={() => openVoice(null)}
          onUpdated={(voice) => list.send({ type: 'voice.updated', voice })}
          onDeleted={(id) => {
            list.send({ type: 'voice.removed', voiceId: id });
            openVoice(null);
          }} />
      )}
    />
  );
}

interface VoiceDetailFlowProps {
  voiceId: string;
  editing: boolean;
  previewing: boolean;
  onPreview: (voice: MyVoice) => void;
  onEdit: (edit: boolean) => void;
  onClose: () => void;
  onUpdated: (voice: MyVoice) => void;
  onDeleted: (voiceId: string) => void;
}

/** The panel's own flow, one per opened voice. */
function VoiceDetailFlow(props: VoiceDetailFlowProps) {
  const actor = useFlow(voiceDetailMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input }) => voicesApi.voiceDetail(input.voiceId)),
      saveSettings: fromPromise(async ({ input }) => {
        await speechApi.saveVoiceSettings(input.voiceId, input.settings);
      }),
      deleteVoice: fromPromise(({ input }) => voicesApi.deleteVoice(input.voiceId)),
    },
    actions: {
      voiceDeleted: (_, { voiceId }) => {
        toast({ title: 'Voice deleted', tone: 'success' });
        props.onDeleted(voiceId);
      },
    },
  }), { voiceId: props.voiceId });
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const voice = context.detail?.voice ?? null;
  return (
    <VoiceDetailPanel
      status={state.matches('failed') ? 'failed' : state.matches('ready') ? 'ready' : 'loading'}
      detail={context.detail}
      settings={context.settings}
      settingsDirty={context.settingsDirty}
      savingSettings={state.matches({ ready: 'savingSettings' })}
      confirmingDelete={state.matches({ ready: 'confirmingDelete' })}
      deleting={state.matches({ ready: 'deleting' })}
      error={context.error}
      previewing={props.previewing}
      editor={props.editing && voice ? (
        <LabelEditorFlow voice={voice} onDone={(saved) => {
          if (saved) {
            actor.send({ type: 'voice.updated', voice: saved });
            props.onUpdated(saved);
          }
          props.onEdit(false);
        }} />
      ) : null}
      useHref={`${TEXT_TO_SPEECH}?voice_id=${encodeURIComponent(props.voiceId)}`}
      onClose={props.onClose}
      onEdit={() => props.onEdit(true)}
      onPreview={() => { if (voice) props.onPreview(voice); }}
      send={actor.send}
    />
  );
}

/** The edit form's own flow, mounted while the form is open. */
function LabelEditorFlow({ voice, onDone }: { voice: MyVoice; onDone: (saved: MyVoice | null) => void }) {
  const actor = useFlow(labelEditorMachine.provide({
    actors: {
      saveVoice: fromPromise(({ input }) => voicesApi.editVoice(input)),
    },
    actions: {
      saved: (_, { voice: saved }) => {
        toast({ title: 'Voice saved', tone: 'success' });
        onDone(saved);
      },
      cancelled: () => onDone(null),
    },
  }), { voice });
  const state = useSelector(actor, (s) => s);
  return (
    <LabelEditorForm
      name={state.context.name}
      description={state.context.description}
      rows={state.context.rows}
      error={state.context.error}
      saving={state.matches('saving')}
      send={actor.send}
    />
  );
}
