import {
  createActor, type Actor, type AnyStateMachine, type EventObject, type InspectionEvent, type Snapshot,
} from 'xstate';
import type { RegisteredMachine } from '../machines/registry';
import type { EventStore, RecordedEvent } from './eventStore';
import { toRecordable } from './serialize';

/** What the runtime tells the flow viewer, in this tab and (over BroadcastChannel) in the others. */
export type FlowBroadcast =
  | { type: 'flow.started'; sessionId: string; machineId: string; version: number; at: number; value: unknown }
  | { type: 'flow.event'; sessionId: string; machineId: string; recorded: RecordedEvent; value: unknown }
  | { type: 'flow.stopped'; sessionId: string; machineId: string; at: number };

export const FLOW_CHANNEL = 'timbre-flows';

export interface FlowRuntimeOptions {
  store: EventStore;
  now?: () => number;
  /** Receives every broadcast (the viewer in this tab, a BroadcastChannel to the others). */
  broadcast?: (message: FlowBroadcast) => void;
  /** Extra inspection, e.g. @statelyai/inspect's browser inspector when `?inspect=stately` is on. */
  inspect?: (event: InspectionEvent) => void;
  /** Called when recording fails (storage full, blocked): the flow itself goes on. */
  onStoreError?: (error: unknown) => void;
}

export interface StartOptions<TMachine extends AnyStateMachine> {
  /** The machine with its real actors and actions supplied (`machine.provide(...)`). */
  machine?: TMachine;
  input?: unknown;
  /** A persisted snapshot to resume from (persistent flows). */
  snapshot?: Snapshot<unknown>;
  /** Where the latest persisted snapshot is saved after every transition (persistent flows). */
  persistKey?: string;
}

let counter = 0;
const newSessionId = (machineId: string, now: number) =>
  `${machineId}-${now.toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The one way flow actors are created. Each actor's root events (user events and the done, error and delayed
 * events the machine receives, with their payloads) are recorded with timestamps, so a session can be exported
 * as a trace and replayed to the same state. Persistent flows also save their snapshot after every step.
 */
export function createFlowRuntime(options: FlowRuntimeOptions) {
  const now = options.now ?? Date.now;
  const reportStoreError = options.onStoreError ?? ((error) => console.warn('flow event not recorded', error));
  const live = new Map<string, {
    machineId: string; version: number; startedAt: number; actor: Actor<AnyStateMachine>;
    flushed: () => Promise<unknown>;
  }>();

  function start<TMachine extends AnyStateMachine>(entry: RegisteredMachine, startOptions: StartOptions<TMachine> = {}) {
    const machine: AnyStateMachine = startOptions.machine ?? entry.machine;
    const startedAt = now();
    const sessionId = newSessionId(entry.id, startedAt);
    const input = toRecordable(startOptions.input);
    let seq = 0;
    let rootSessionId: string | undefined;
    // Writes are chained so events land in the store in the order they happened.
    let writes = options.store.startSession({ sessionId, machineId: entry.id, version: entry.version, input, startedAt })
      .catch(reportStoreError);

    const actor: Actor<AnyStateMachine> = createActor(machine, {
      input: startOptions.input,
      ...(startOptions.snapshot ? { snapshot: startOptions.snapshot } : {}),
      inspect: (inspection) => {
        options.inspect?.(inspection);
        if (inspection.type !== '@xstate.event') return;
        rootSessionId ??= actor?.sessionId;
        if (inspection.actorRef.sessionId !== rootSessionId) return;
        if (inspection.event.type === 'xstate.init') return;
        const recorded: RecordedEvent = { seq: seq++, at: now(), event: toRecordable(inspection.event) as EventObject };
        writes = writes.then(() => options.store.append(sessionId, recorded)).catch(reportStoreError);
        queueMicrotask(() => options.broadcast?.({
          type: 'flow.event', sessionId, machineId: entry.id, recorded, value: actor.getSnapshot().value,
        }));
      },
    });

    if (startOptions.persistKey) {
      const key = startOptions.persistKey;
      actor.subscribe({
        next: () => {
          const persisted = toRecordable(actor.getPersistedSnapshot());
          writes = writes.then(() => options.store.saveSnapshot(key, persisted)).catch(reportStoreError);
        },
        error: () => {},
      });
    }
    actor.subscribe({
      complete: () => stop(),
      error: () => stop(),
    });
    const stop = () => {
      if (!live.delete(sessionId)) return;
      options.broadcast?.({ type: 'flow.stopped', sessionId, machineId: entry.id, at: now() });
    };

    live.set(sessionId, { machineId: entry.id, version: entry.version, startedAt, actor, flushed: () => writes });
    actor.start();
    options.broadcast?.({
      type: 'flow.started', sessionId, machineId: entry.id, version: entry.version, at: startedAt,
      value: actor.getSnapshot().value,
    });
    return {
      actor: actor as Actor<TMachine>,
      sessionId,
      /** Resolves once every event so far is in the store. */
      flushed: () => writes,
      stop: () => {
        actor.stop();
        stop();
      },
    };
  }

  return {
    start,
    store: options.store,
    /** Sessions running in this tab. */
    live: () => [...live.entries()].map(([sessionId, { machineId, version, startedAt, actor }]) => ({
      sessionId, machineId, version, startedAt, value: actor.getSnapshot().value,
    })),
    /** A running session's snapshot, once the events that led to it are stored (so an exported trace matches it). */
    snapshotOf: async (sessionId: string) => {
      const session = live.get(sessionId);
      if (!session) return null;
      const snapshot = session.actor.getSnapshot();
      await session.flushed();
      return snapshot;
    },
  };
}
export type FlowRuntime = ReturnType<typeof createFlowRuntime>;
