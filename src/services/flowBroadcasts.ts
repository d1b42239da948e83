import { fromCallback, type EventObject } from 'xstate';
import type { FlowSessionMeta, RecordedEvent } from '../flows/eventStore';
import type { FlowBroadcast, FlowRuntime } from '../flows/runtime';
import { replayTrace, TRACE_FORMAT } from '../flows/trace';
import {
  FEED_EVENT_TYPES, flowViewerMachine, type FlowViewerEvent, type SessionOrigin, type TimelineEntry,
} from '../machines/flowViewer.machine';
import type { RegisteredMachine } from '../machines/registry';

export interface FlowBroadcastsDeps {
  runtime: Pick<FlowRuntime, 'live' | 'store'>;
  registry: readonly RegisteredMachine[];
  onLocal: (listener: (message: FlowBroadcast) => void) => () => void;
  /** The channel other tabs broadcast on; null where BroadcastChannel does not exist. */
  openChannel: () => BroadcastChannel | null;
  rollCall: string;
}

// A viewer's feed events are recorded like any flow's events, so feeding them back would make two viewers (or one
// viewer and itself) echo each other forever.
const isFeedEcho = (machineId: string, event: EventObject) =>
  machineId === flowViewerMachine.id && FEED_EVENT_TYPES.has(event.type);

/** A stored session's events with the state before and after each, rebuilt by replaying them (no side effects). */
export function timelineOf(
  session: FlowSessionMeta & { events: RecordedEvent[] }, registry: readonly RegisteredMachine[],
): TimelineEntry[] {
  let values: unknown[] = [];
  try {
    const replay = replayTrace({
      format: TRACE_FORMAT, machine: { id: session.machineId, version: session.version }, sessionId: session.sessionId,
      input: session.input, startedAt: session.startedAt, events: session.events,
      snapshot: { value: null, context: null },
    }, registry);
    values = [replay.initial.value, ...replay.steps.map((step) => step.snapshot.value)];
  } catch {
    // Recorded by another version of the app: the events are still worth listing, without their states.
  }
  return session.events.flatMap((recorded, index) => (isFeedEcho(session.machineId, recorded.event) ? [] : [{
    seq: recorded.seq, at: recorded.at, eventType: recorded.event.type,
    from: values[index] ?? null, to: values[index + 1] ?? null,
  }]));
}

/**
 * The viewer's live feed: this tab's flows (from the runtime), every other tab's (over the BroadcastChannel, after a
 * roll call for those already running), and each flow's history so far from the shared event store.
 */
export function createFlowBroadcastsActor(deps: FlowBroadcastsDeps) {
  return fromCallback<EventObject, void>(({ sendBack }) => {
    const send = (event: FlowViewerEvent) => sendBack(event);
    // The channel also delivers this tab's own broadcasts, which already arrive through the local listener.
    const local = new Set<string>();
    let stopped = false;

    const loadHistory = (sessionId: string) => {
      deps.runtime.store.session(sessionId).then((session) => {
        if (!session || stopped) return;
        send({ type: 'session.history', sessionId, timeline: timelineOf(session, deps.registry) });
      }, () => {
        // Storage unavailable: the timeline then starts with the events that arrive from now on.
      });
    };
    const receive = (message: FlowBroadcast, origin: SessionOrigin) => {
      if (message.type === 'flow.started') {
        send({
          type: 'session.started', sessionId: message.sessionId, machineId: message.machineId, origin,
          startedAt: message.at, value: message.value,
        });
        loadHistory(message.sessionId);
      } else if (message.type === 'flow.event') {
        if (isFeedEcho(message.machineId, message.recorded.event)) return;
        send({
          type: 'session.event', sessionId: message.sessionId, seq: message.recorded.seq, at: message.recorded.at,
          eventType: message.recorded.event.type, value: message.value,
        });
      } else {
        send({ type: 'session.stopped', sessionId: message.sessionId });
      }
    };

    const unsubscribe = deps.onLocal((message) => {
      local.add(message.sessionId);
      receive(message, 'this-tab');
    });
    for (const { startedAt, ...running } of deps.runtime.live()) {
      local.add(running.sessionId);
      receive({ type: 'flow.started', at: startedAt, ...running }, 'this-tab');
    }
    const channel = deps.openChannel();
    if (channel) {
      channel.onmessage = ({ data }: MessageEvent<FlowBroadcast>) => {
        if (typeof data?.sessionId === 'string' && !local.has(data.sessionId)) receive(data, 'other-tab');
      };
      channel.postMessage({ type: deps.rollCall });
    }
    return () => {
      stopped = true;
      unsubscribe();
      channel?.close();
    };
  });
}
