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

function createBrowserRuntime() {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOW_CHANNEL);
  const store = typeof indexedDB === 'undefined' ? createMemoryEventStore() : createIndexedDbEventStore();
  return createFlowRuntime({
    store,
    broadcast: (message) => {
      for (const listener of listeners) listener(message);
      channel?.postMessage(message);
    },
    inspect: (event) => statelyInspect?.(event),
  });
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
