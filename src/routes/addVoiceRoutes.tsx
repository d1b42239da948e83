import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useSearchParams, type SetURLSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  CREATION_QUERY, LANGUAGE_CODES, VOICE_CREATION_MESSAGES, isCreateMode, newProfessionalCloneGate,
  instantCloneGate, parseCreationType, professionalCloneGate, professionalLimitDenial, voiceDesignGate,
  voiceLibraryGate, type CreationAccess, type CreationType, type SubscriptionResponse,
} from '../domain';
import { addVoiceMachine } from '../machines/addVoice.machine';
import { pvcIntroMachine, type NewPvcDraft } from '../machines/pvcIntro.machine';
import { voiceCreationApi } from '../services/voiceCreation';
import { AddVoiceDialog, CREATION_TYPE_TITLES, LaterReleasePanel } from '../ui/addVoice/AddVoiceDialog';
import { PvcIntroView, type PvcIntroStatus } from '../ui/addVoice/PvcIntroView';
import { VoiceTypeChooser, type ChooserGates } from '../ui/addVoice/VoiceTypeChooser';
import { toast } from '../ui/primitives';
import { useAppActors } from './AppActorsContext';
import { CREATION_FLOWS } from './creationFlows';
import { useFlow } from './useFlow';
import { useAccount, usePermission } from './useSession';

/** The name a new draft starts with; the wizard's Details step is where the user names it. */
const NEW_DRAFT_NAME = 'My Professional Voice Clone';

/** The subscription and feature guards the gating rules read; null until the permissions are known. */
function useCreationAccess(): CreationAccess | null {
  const subscription = useAccount()?.subscription;
  const instant = usePermission('create_instant_voice_clone');
  const professional = usePermission('create_professional_voice_clone');
  const library = usePermission('add_voice_from_voice_library');
  const pending = [instant, professional, library].includes('pending');
  const key = subscription && !pending ? JSON.stringify([slotsOf(subscription), instant, professional, library]) : null;
  // One object per distinct value, so the flow hears of real changes only.
  return useMemo(() => (key === null || !subscription ? null : {
    subscription: slotsOf(subscription),
    granted: {
      create_instant_voice_clone: instant === 'allowed',
      create_professional_voice_clone: professional === 'allowed',
      add_voice_from_voice_library: library === 'allowed',
    },
  }), [key]);
}

const slotsOf = (s: SubscriptionResponse): CreationAccess['subscription'] => ({
  tier: s.tier, voice_slots_used: s.voice_slots_used, voice_limit: s.voice_limit,
  professional_voice_slots_used: s.professional_voice_slots_used, professional_voice_limit: s.professional_voice_limit,
});

/**
 * Every /app page, plus the add-voice dialog (voice-creation §2) while the URL asks for it: `mode=create` opens it,
 * `creationType` says which type it shows, and each change is a history entry so Back steps back through it.
 */
export function AddVoiceDialogOutlet() {
  const access = useCreationAccess();
  return (
    <>
      <Outlet />
      {access && <AddVoiceFlow access={access} />}
    </>
  );
}

/** The latest setter, for actions supplied once when the flow starts. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

function AddVoiceFlow({ access }: { access: CreationAccess }) {
  const [params, setParams] = useSearchParams();
  const latestSetParams = useLatest<SetURLSearchParams>(setParams);
  const open = isCreateMode(params.get(CREATION_QUERY.mode));
  const requested = parseCreationType(params.get(CREATION_QUERY.creationType));

  const actor = useFlow(addVoiceMachine.provide({
    actions: {
      showType: (_, { creationType }) => latestSetParams.current((current) => {
        current.set(CREATION_QUERY.mode, CREATION_QUERY.create);
        current.set(CREATION_QUERY.creationType, creationType);
        if (creationType !== 'professionalVoiceClone') current.delete(CREATION_QUERY.createdVoiceId);
        return current;
      }),
      // A refused type is replaced, so Back does not return to it.
      showChooser: () => latestSetParams.current((current) => {
        current.set(CREATION_QUERY.creationType, 'chooseVoiceType');
        current.delete(CREATION_QUERY.createdVoiceId);
        return current;
      }, { replace: true }),
      closeDialog: () => latestSetParams.current((current) => {
        for (const key of [CREATION_QUERY.mode, CREATION_QUERY.creationType, CREATION_QUERY.createdVoiceId]) {
          current.delete(key);
        }
        return current;
      }),
    },
  }), { access });

  // The URL leads: opening, a new type (a click or the browser's Back) and closing all arrive from it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) actor.send({ type: 'dialog.open', creationType: requested });
    else if (wasOpen.current) actor.send({ type: 'dialog.close' });
    wasOpen.current = open;
  }, [actor, open, requested]);
  const firstAccess = useRef(access);
  useEffect(() => {
    if (access !== firstAccess.current) actor.send({ type: 'access.change', access });
  }, [actor, access]);

  const state = useSelector(actor, (s) => s);
  const { creationType, rejection } = state.context;
  const gates: ChooserGates = {
    voiceDesign: voiceDesignGate(access),
    cloneVoice: instantCloneGate(access),
    professionalVoiceClone: professionalCloneGate(access),
    voiceLibrary: voiceLibraryGate(access),
    professionalLimit: professionalLimitOf(access),
  };
  const close = () => actor.send({ type: 'dialog.close' });
  return (
    <AddVoiceDialog isOpen={state.matches('open')} creationType={creationType} onClose={close}
      onBackToChooser={() => actor.send({ type: 'type.choose', creationType: 'chooseVoiceType' })}>
      {creationType === 'chooseVoiceType'
        ? <VoiceTypeChooser gates={gates} rejection={rejection}
          onChoose={(type) => actor.send({ type: 'type.choose', creationType: type })} />
        : <CreationTypeContent creationType={creationType} access={access} onClose={close} />}
    </AddVoiceDialog>
  );
}

/** At the professional voice limit the intro still opens (its sessions), but no new clone can be started. */
function professionalLimitOf(access: CreationAccess) {
  if (!professionalCloneGate(access).allowed) return null;
  const gate = newProfessionalCloneGate(access);
  return gate.allowed ? null : professionalLimitDenial(access.subscription.tier, access.subscription.professional_voice_limit);
}

function CreationTypeContent({ creationType, access, onClose }: {
  creationType: Exclude<CreationType, 'chooseVoiceType'>;
  access: CreationAccess;
  onClose: () => void;
}) {
  if (creationType === 'professionalVoiceClone') return <PvcIntroFlow access={access} />;
  const Flow = CREATION_FLOWS[creationType];
  return Flow ? <Flow onClose={onClose} onDone={onClose} /> : <LaterReleasePanel title={CREATION_TYPE_TITLES[creationType]} />;
}

/** The browser's language when the server speaks it, else English: the draft's language until the wizard asks. */
function draftLanguage(): string {
  const browser = (typeof navigator === 'undefined' ? 'en' : navigator.language).split('-')[0]!.toLowerCase();
  return LANGUAGE_CODES.includes(browser) ? browser : 'en';
}

/** Mounted while the intro shows, so each visit is one recorded flow. */
function PvcIntroFlow({ access }: { access: CreationAccess }) {
  const { session } = useAppActors();
  const [params, setParams] = useSearchParams();
  const latestSetParams = useLatest<SetURLSearchParams>(setParams);
  const [draft] = useState((): NewPvcDraft => ({ name: NEW_DRAFT_NAME, language: draftLanguage(), labels: {} }));
  const actor = useFlow(pvcIntroMachine.provide({
    actors: {
      listSessions: fromPromise(({ input }) => voiceCreationApi.listSessions(input)),
      createDraft: fromPromise(({ input }) => voiceCreationApi.createDraft(input)),
    },
    actions: {
      draftCreated: (_, { voiceId }) => {
        latestSetParams.current((current) => {
          current.set(CREATION_QUERY.createdVoiceId, voiceId);
          return current;
        }, { replace: true });
        // The new draft takes a professional slot: the subscription (part of the account) is read again.
        session.send({ type: 'account.refresh' });
      },
      draftFailed: () => toast({ title: VOICE_CREATION_MESSAGES.draftCreationFailed, tone: 'danger' }),
      wizardLeft: () => latestSetParams.current((current) => {
        current.delete(CREATION_QUERY.createdVoiceId);
        return current;
      }, { replace: true }),
    },
  }), { createdVoiceId: params.get(CREATION_QUERY.createdVoiceId), draft });
  const state = useSelector(actor, (s) => s);
  const { sessions, openVoiceId, error } = state.context;
  return (
    <PvcIntroView
      status={state.value as PvcIntroStatus}
      sessions={sessions}
      error={error}
      openSession={sessions.find((s) => s.voiceId === openVoiceId) ?? null}
      createGate={newProfessionalCloneGate(access)}
      send={actor.send}
    />
  );
}
