import { useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  creditSummary, loadingEstimateMs, loadingProgress, prefillFromQuery, randomSeed, shareQuery, voiceDesignGate,
  type CreationAccess, type UserResponse,
} from '../domain';
import { voiceDesignMachine, type VoiceDesignInput } from '../machines/voiceDesign.machine';
import { voiceDesignSaveMachine } from '../machines/voiceDesignSave.machine';
import { audioLibrary } from '../services/audio';
import { voiceDesignApi } from '../services/voiceDesign';
import { toast } from '../ui/primitives';
import { VoiceDesignView } from '../ui/voiceDesign/VoiceDesignView';
import { useAppActors } from './AppActorsContext';
import type { CreationFlowProps } from './creationFlows';
import { useFlow } from './useFlow';
import { useAccount } from './useSession';

/** Where a share link opens: the add-voice dialog on Voice Design, prefilled from the query (§2). */
const SHARE_PATH = '/app/voice-lab?mode=create&creationType=voiceDesign';
/** The slot rule reads no permission: the dialog checked those before opening the flow. */
const NO_GUARDS: CreationAccess['granted'] = {
  create_instant_voice_clone: false, create_professional_voice_clone: false, add_voice_from_voice_library: false,
};
/** How often the loading bar moves. */
const PROGRESS_TICK_MS = 250;

const useAudio = () => useSyncExternalStore(audioLibrary.subscribe, audioLibrary.getSnapshot);

/** The time, refreshed while `running`, for the loading bar. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Voice Design in the add-voice dialog (registered in creationFlows.ts for creationType=voiceDesign). */
export function VoiceDesignFlow(props: CreationFlowProps) {
  const account = useAccount();
  const [params] = useSearchParams();
  if (!account) return null;
  const { subscription, feature_flags: flags } = account;
  return (
    <VoiceDesignFlowFor {...props} account={account} input={{
      prefill: prefillFromQuery(params),
      v3Enabled: flags['voice-design-v3'],
      remixEnabled: flags['voice-remix'],
      // The dialog grants by permission; here only the slot rule (§6) matters.
      slotAvailable: voiceDesignGate({ subscription, granted: NO_GUARDS }).allowed,
    }} />
  );
}

function VoiceDesignFlowFor({ onDone, account, input }: CreationFlowProps & {
  account: UserResponse; input: VoiceDesignInput;
}) {
  const { session } = useAppActors();
  const actor = useFlow(voiceDesignMachine.provide({
    actors: {
      loadSetup: fromPromise(() => voiceDesignApi.setup()),
      designPreviews: fromPromise(({ input: request, signal }) => voiceDesignApi.design(request, signal)),
      saveVoice: voiceDesignSaveMachine.provide({
        actors: { createVoice: fromPromise(({ input: request }) => voiceDesignApi.save(request)) },
      }),
    },
    actions: {
      togglePreview: (_, { audioId }) => audioLibrary.toggle(audioId),
      // §4: the first preview may auto-play; a browser that refuses leaves it paused, ready to play.
      playPreview: (_, { audioId }) => { if (audioId) audioLibrary.play(audioId); },
      stopPreviews: () => audioLibrary.pause(),
      creditsChanged: () => session.send({ type: 'account.refresh' }),
      showToasts: (_, { messages }) => {
        for (const title of messages) toast({ title, tone: 'danger' });
      },
      copyShareLink: (_, { form }) => {
        const link = `${window.location.origin}${SHARE_PATH}&${shareQuery(form)}`;
        navigator.clipboard.writeText(link).then(
          () => toast({ title: 'Share link copied', description: 'Anyone with the link opens this design.', tone: 'success' }),
          () => toast({ title: 'The link could not be copied', description: link, tone: 'danger' }),
        );
      },
      voiceSaved: (_, { voiceId }) => onDone(voiceId),
    },
  }), input);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const generating = state.matches({ generate: 'generating' });
  const now = useNow(generating);
  const { playback } = useAudio();
  // The previews stop when the flow goes (the dialog closed).
  useEffect(() => () => audioLibrary.pause(), []);

  const status = state.matches('noSlot') ? 'noSlot' : state.matches('failed') ? 'failed'
    : state.matches('generate') ? 'generate' : state.matches('save') ? 'save'
    : state.matches('saved') ? 'saved' : 'loading';
  return (
    <VoiceDesignView
      status={status}
      loadError={context.loadError}
      form={context.form}
      reference={context.reference}
      problems={context.problems}
      limits={context.limits}
      ownedVoices={context.ownedVoices}
      v3Enabled={context.v3Enabled}
      remixEnabled={context.remixEnabled}
      generating={generating}
      autoGenerating={context.autoGenerating}
      progress={generating && context.generatingSince !== null
        ? loadingProgress(now - context.generatingSince, loadingEstimateMs(context.form.previewText), context.form.modelId)
        : null}
      previews={context.previews}
      selectedId={context.selectedId}
      playback={playback}
      creditsSummary={creditSummary(account.subscription)}
      save={context.save}
      saveProblems={context.saveProblems}
      saving={state.matches({ save: 'saving' })}
      send={actor.send}
      onGenerate={() => actor.send({ type: 'design.generate', at: Date.now() })}
      onAutoGenerate={() => actor.send({ type: 'text.autoGenerate', at: Date.now() })}
      onRandomizeSeed={() => actor.send({ type: 'seed.randomize', seed: randomSeed() })}
      onPickFile={(file) => {
        voiceDesignApi.readReference(file).then((reference) => actor.send({ type: 'reference.choose', reference }));
      }}
    />
  );
}
