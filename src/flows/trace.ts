import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { RegisteredMachine } from '../machines/registry';
import type { EventStore, RecordedEvent } from './eventStore';
import { toRecordable } from './serialize';

export const TRACE_FORMAT = 'timbre-trace@1';

export interface FlowTrace {
  format: typeof TRACE_FORMAT;
  machine: { id: string; version: number };
  sessionId: string;
  input: unknown;
  startedAt: number;
  events: RecordedEvent[];
  /** value and context after the last event, as the live actor had them (secrets redacted). */
  snapshot: { value: unknown; context: unknown };
}

export class TraceError extends Error {}

export const snapshotOf = (snapshot: AnyMachineSnapshot) =>
  toRecordable({ value: snapshot.value, context: snapshot.context }) as FlowTrace['snapshot'];

/** A stored session as a trace; `snapshot` is the live actor's, so replay can be checked against it. */
export async function exportTrace(store: EventStore, sessionId: string, live: AnyMachineSnapshot): Promise<FlowTrace> {
  const session = await store.session(sessionId);
  if (!session) throw new TraceError(`No recorded session ${sessionId}.`);
  return {
    format: TRACE_FORMAT,
    machine: { id: session.machineId, version: session.version },
    sessionId,
    input: session.input,
    startedAt: session.startedAt,
    events: session.events,
    snapshot: snapshotOf(live),
  };
}

export function parseTrace(json: unknown): FlowTrace {
  const trace = json as Partial<FlowTrace> | null;
  if (!trace || trace.format !== TRACE_FORMAT) throw new TraceError(`Not a Timbre trace (expected format ${TRACE_FORMAT}).`);
  if (!trace.machine || typeof trace.machine.id !== 'string' || typeof trace.machine.version !== 'number'
    || !Array.isArray(trace.events) || !trace.snapshot) {
    throw new TraceError('The trace is incomplete: it needs machine {id, version}, events and snapshot.');
  }
  return trace as FlowTrace;
}

export interface ReplayStep {
  event: EventObject;
  at: number;
  snapshot: { value: unknown; context: unknown };
}

/**
 * Replays a trace through the pure `transition()`: no actor is started and no action runs, so nothing is sent to a
 * server; the steps are the state after each event (time travel).
 */
export function replayTrace(trace: FlowTrace, registry: readonly RegisteredMachine[]) {
  const entry = registry.find((registered) => registered.id === trace.machine.id);
  if (!entry) throw new TraceError(`This build has no machine "${trace.machine.id}".`);
  if (entry.version !== trace.machine.version) {
    throw new TraceError(`The trace was recorded with ${entry.id} version ${trace.machine.version}, `
      + `but this build has version ${entry.version}; it cannot be replayed exactly.`);
  }
  let [state] = initialTransition(entry.machine, trace.input);
  const initial = snapshotOf(state);
  const steps: ReplayStep[] = trace.events.map((recorded) => {
    [state] = transition(entry.machine, state, recorded.event);
    return { event: recorded.event, at: recorded.at, snapshot: snapshotOf(state) };
  });
  const final = snapshotOf(state);
  const matches = JSON.stringify(final) === JSON.stringify(trace.snapshot);
  return { initial, steps, final, matches };
}
