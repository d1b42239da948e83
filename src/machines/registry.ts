import type { AnyStateMachine } from 'xstate';
import { affiliateMachine } from './affiliate.machine';
import { apiKeysMachine } from './apiKeys.machine';
import { feedbackMachine } from './feedback.machine';
import { flowViewerMachine } from './flowViewer.machine';
import { memberAccessMachine } from './memberAccess.machine';
import { notificationsMachine } from './notifications.machine';
import { onboardingChecklistMachine } from './onboardingChecklist.machine';
import { sessionMachine } from './session.machine';
import { shellMachine } from './shell.machine';
import { speechHistoryMachine } from './speechHistory.machine';
import { speechSynthesisMachine } from './speechSynthesis.machine';
import { tierChangeMachine } from './tierChange.machine';
import { voicePickerMachine } from './voicePicker.machine';

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
  entry(memberAccessMachine, 1, 'Workspace settings: member access'),
  entry(flowViewerMachine, 2, 'Flow viewer: diagrams, live flows, trace replay'),
  entry(onboardingChecklistMachine, 1, 'Onboarding checklist: steps, hide, congratulations'),
  entry(affiliateMachine, 1, 'Affiliate dialog: sign up, active link'),
  entry(notificationsMachine, 1, 'Notifications: load, unread, auto-open, mark read'),
  entry(feedbackMachine, 1, 'Feedback: form, send, thank-you, reset'),
  entry(speechSynthesisMachine, 2, 'Text to speech: text, voice, model, settings, generate, regenerate'),
  entry(voicePickerMachine, 1, 'Voice picker: search, recent voices, pages, preview'),
  entry(speechHistoryMachine, 1, 'Speech history panel: list, play, download, delete'),
];

export function findMachine(id: string): RegisteredMachine | undefined {
  return MACHINE_REGISTRY.find((registered) => registered.id === id);
}
