import { createFlowRuntime, FLOW_CHANNEL, type FlowBroadcast } from './runtime';
import { createIndexedDbEventStore } from './indexedDbEventStore';
import { createMemoryEventStore } from './eventStore';

type Listener = (message: FlowBroadcast) => void;
const listeners = new Set<Listener>();

/** Subscribes to this tab's flow broadcasts (other tabs arrive through the BroadcastChannel). */
export function onLocalFlowBroadcast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Posted on FLOW_CHANNEL by a flow viewer opened later than the flows: each tab answers for the flows it runs. */
export const FLOW_ROLL_CALL = 'flows.rollCall';

function createBrowserRuntime() {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOW_CHANNEL);
  const store = typeof indexedDB === 'undefined' ? createMemoryEventStore() : createIndexedDbEventStore();
  const runtime = createFlowRuntime({
    store,
    broadcast: (message) => {
      for (const listener of listeners) listener(message);
      channel?.postMessage(message);
    },
    inspect: (event) => statelyInspect?.(event),
  });
  channel?.addEventListener('message', ({ data }) => {
    if (data?.type !== FLOW_ROLL_CALL) return;
    for (const { startedAt, ...running } of runtime.live()) {
      channel.postMessage({ type: 'flow.started', at: startedAt, ...running } satisfies FlowBroadcast);
    }
  });
  // A closing tab stops nothing on its own, so it tells the other tabs' viewers that its flows are gone.
  globalThis.addEventListener?.('pagehide', () => {
    for (const { sessionId, machineId } of runtime.live()) {
      channel?.postMessage({ type: 'flow.stopped', sessionId, machineId, at: Date.now() } satisfies FlowBroadcast);
    }
  });
  return runtime;
}

// Set when the page was opened with ?inspect=stately: forwards inspection to Stately's hosted inspector.
let statelyInspect: ((event: import('xstate').InspectionEvent) => void) | undefined;

export async function connectStatelyInspectorIfAsked(search: string): Promise<void> {
  if (new URLSearchParams(search).get('inspect') !== 'stately') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  statelyInspect = (event) => inspector.inspect.next?.(event);
}

/** The browser's one flow runtime: IndexedDB event log, broadcasts to the flow viewer in every tab. */
export const flowRuntime = createBrowserRuntime();
