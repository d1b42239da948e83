import type { AnyStateMachine } from 'xstate';
import { apiKeysMachine } from './apiKeys.machine';
import { memberAccessMachine } from './memberAccess.machine';
import { sessionMachine } from './session.machine';
import { shellMachine } from './shell.machine';
import { tierChangeMachine } from './tierChange.machine';

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
  entry(apiKeysMachine, 1, 'API keys: list, create, revoke'),
  entry(tierChangeMachine, 1, 'Subscription: switch tier'),
  entry(memberAccessMachine, 1, 'Workspace settings: member access'),
];

export function findMachine(id: string): RegisteredMachine | undefined {
  return MACHINE_REGISTRY.find((registered) => registered.id === id);
}
