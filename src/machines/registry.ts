import type { AnyStateMachine } from 'xstate';
import { addVoiceMachine } from './addVoice.machine';
import { affiliateMachine } from './affiliate.machine';
import { apiKeysMachine } from './apiKeys.machine';
import { feedbackMachine } from './feedback.machine';
import { flowViewerMachine } from './flowViewer.machine';
import { labelEditorMachine } from './labelEditor.machine';
import { memberAccessMachine } from './memberAccess.machine';
import { myVoicesMachine } from './myVoices.machine';
import { notificationsMachine } from './notifications.machine';
import { onboardingChecklistMachine } from './onboardingChecklist.machine';
import { pvcIntroMachine } from './pvcIntro.machine';
import { sessionMachine } from './session.machine';
import { shellMachine } from './shell.machine';
import { speechHistoryMachine } from './speechHistory.machine';
import { speechSynthesisMachine } from './speechSynthesis.machine';
import { tierChangeMachine } from './tierChange.machine';
import { voicePickerMachine } from './voicePicker.machine';
import { voiceLibraryMachine } from './voiceLibrary.machine';
import { libraryVoiceDetailMachine } from './libraryVoiceDetail.machine';
import { voicePreviewMachine } from './voicePreview.machine';
import { recorderMachine } from './recorder.machine';
import { voiceDetailMachine } from './voiceDetail.machine';
import { voiceDesignMachine } from './voiceDesign.machine';
import { voiceDesignSaveMachine } from './voiceDesignSave.machine';

export interface RegisteredMachine {
  /** Equals the machine's own id. */
  readonly id: string;
  /**
   * Bumped whenever a change would make old traces or persisted snapshots replay differently (states, events,
   * context shape). A trace recorded with another version is refused, not replayed wrongly.
   */
  readonly version: number;
  readonly title: string;
  readonly machine: AnyStateMachine;
  /** Restored from a persisted snapshot after a reload. */
  readonly persistent?: boolean;
}

const entry = (machine: AnyStateMachine, version: number, title: string, persistent = false): RegisteredMachine =>
  ({ id: machine.id, version, title, machine, persistent });

/** Every flow machine of the app. The flow viewer, trace replay and the generated path tests all start here. */
export const MACHINE_REGISTRY: readonly RegisteredMachine[] = [
  entry(sessionMachine, 1, 'Session: sign in, sign up, account and permissions'),
  entry(shellMachine, 1, 'Shell: sidebar, drawer, theme, submenu, low-credit banner'),
  entry(apiKeysMachine, 2, 'API keys: list, create, revoke'),
  entry(tierChangeMachine, 1, 'Subscription: switch tier'),
  entry(memberAccessMachine, 2, 'Workspace settings: member access, training opt-out'),
  entry(flowViewerMachine, 2, 'Flow viewer: diagrams, live flows, trace replay'),
  entry(onboardingChecklistMachine, 1, 'Onboarding checklist: steps, hide, congratulations'),
  entry(affiliateMachine, 1, 'Affiliate dialog: sign up, active link'),
  entry(notificationsMachine, 1, 'Notifications: load, unread, auto-open, mark read'),
  entry(feedbackMachine, 1, 'Feedback: form, send, thank-you, reset'),
  entry(speechSynthesisMachine, 3, 'Text to speech: text, voice, model, settings, generate, regenerate'),
  entry(voicePickerMachine, 2, 'Voice picker: search, recent voices, pages'),
  entry(speechHistoryMachine, 1, 'Speech history panel: list, play, download, delete'),
  entry(addVoiceMachine, 1, 'Add-voice dialog: chooser, creation types, gating, close to chooser'),
  entry(pvcIntroMachine, 1, 'Professional Voice Clone intro: sessions, create new clone'),
  entry(myVoicesMachine, 1, 'My Voices: list, search, sort, filter, pages'),
  entry(voiceDesignMachine, 1, 'Voice Design: prompt, previews, select, save'),
  entry(voiceDesignSaveMachine, 1, 'Voice Design save: create the voice, retries'),
  entry(voiceDetailMachine, 1, 'My Voices voice panel: details, settings, delete'),
  entry(labelEditorMachine, 1, 'Voice edit form: name, description, label editor'),
  entry(voiceLibraryMachine, 1, 'Voice Library: filters, search, pages, similar-voice search'),
  entry(libraryVoiceDetailMachine, 1, 'Library voice panel: details, similar voices, add to My Voices'),
  entry(voicePreviewMachine, 1, 'Voice preview player: one preview at a time, play and stop'),
  entry(recorderMachine, 1, 'Recorder: microphone, countdown, record, stop at the limit, too short'),
];

export function findMachine(id: string): RegisteredMachine | undefined {
  return MACHINE_REGISTRY.find((registered) => registered.id === id);
}
