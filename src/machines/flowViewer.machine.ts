import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';

export type SessionOrigin = 'this-tab' | 'other-tab';

/** One event a flow received, with the state value before and after it (null when unknown). */
export interface TimelineEntry {
  seq: number;
  at: number;
  eventType: string;
  from: unknown;
  to: unknown;
}

export interface LiveSession {
  sessionId: string;
  machineId: string;
  origin: SessionOrigin;
  startedAt: number;
  value: unknown;
  timeline: TimelineEntry[];
}

export interface TraceStep {
  at: number;
  eventType: string;
  value: unknown;
  context: unknown;
}

/** A trace file replayed through its machine: step 0 is the start, step i the state after event i. */
export interface LoadedTrace {
  fileName: string;
  machineId: string;
  version: number;
  sessionId: string;
  startedAt: number;
  initial: { value: unknown; context: unknown };
  steps: TraceStep[];
  /** Whether the replay ends in the snapshot recorded with the trace. */
  matches: boolean;
}

export type FlowViewerEvent =
  | { type: 'feed.connect' }
  | { type: 'machine.select'; machineId: string }
  | { type: 'session.select'; sessionId: string }
  | ({ type: 'session.started' } & Omit<LiveSession, 'timeline'>)
  | { type: 'session.history'; sessionId: string; timeline: TimelineEntry[] }
  | { type: 'session.event'; sessionId: string; seq: number; at: number; eventType: string; value: unknown }
  | { type: 'session.stopped'; sessionId: string }
  | { type: 'trace.export'; sessionId: string }
  | { type: 'trace.load'; fileId: string }
  | { type: 'trace.loaded'; trace: LoadedTrace }
  | { type: 'trace.failed'; message: string }
  | { type: 'trace.close' }
  | { type: 'notice.dismiss' }
  | { type: 'step.next' }
  | { type: 'step.prev' }
  | { type: 'step.goto'; step: number };

/** The events the broadcast feed sends in; a viewer's own feed events are never fed back (see flowBroadcasts). */
export const FEED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'session.started', 'session.history', 'session.event', 'session.stopped',
]);

export interface FlowViewerContext {
  selectedMachineId: string;
  selectedSessionId: string | null;
  sessions: LiveSession[];
  trace: LoadedTrace | null;
  step: number;
  /** Why the last trace could not be opened, or the last export failed. */
  notice: { title: string; message: string } | null;
}

export const TRACE_REFUSED = 'This trace cannot be opened';

/** Long-running flows would otherwise grow the viewer's memory without bound; the newest entries matter. */
export const TIMELINE_LIMIT = 200;

const mergeTimeline = (existing: TimelineEntry[], incoming: TimelineEntry[]) => {
  const bySeq = new Map(incoming.map((entry) => [entry.seq, entry]));
  for (const entry of existing) bySeq.set(entry.seq, entry);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-TIMELINE_LIMIT);
};

const sessionOf = ({ event }: { event: Extract<FlowViewerEvent, { type: 'session.started' }> }) => {
  const { type: _, ...started } = event;
  return started;
};

const latestSessionOf = (sessions: LiveSession[], machineId: string) =>
  sessions.filter((session) => session.machineId === machineId)
    .sort((a, b) => Number(b.origin === 'this-tab') - Number(a.origin === 'this-tab') || b.startedAt - a.startedAt)[0]
    ?.sessionId ?? null;

/**
 * The flow viewer (/flows): which machine is shown, the flows running in this browser (fed by the broadcast
 * feed), and a loaded trace with the step being looked at. Reading files, downloading and listening to other
 * tabs are actors the route supplies.
 */
export const flowViewerMachine = setup({
  types: {
    input: {} as { machineId: string },
    context: {} as FlowViewerContext,
    events: {} as FlowViewerEvent,
  },
  actors: {
    flowBroadcasts: fromCallback<EventObject, void>(() => { throw new Error('flowBroadcasts not provided'); }),
    readTrace: fromCallback<EventObject, { fileId: string }>(() => { throw new Error('readTrace not provided'); }),
    exportTrace: fromPromise<void, { sessionId: string }>(async () => { throw new Error('exportTrace not provided'); }),
  },
  actions: {
    addSession: assign(({ context }, started: Omit<LiveSession, 'timeline'>) => {
      const known = context.sessions.some((session) => session.sessionId === started.sessionId);
      return {
        sessions: known
          ? context.sessions.map((session) => (session.sessionId === started.sessionId
            ? { ...session, value: started.value } : session))
          : [...context.sessions, { ...started, timeline: [] }],
      };
    }),
    addHistory: assign(({ context }, params: { sessionId: string; timeline: TimelineEntry[] }) => ({
      sessions: context.sessions.map((session) => (session.sessionId === params.sessionId
        ? { ...session, timeline: mergeTimeline(session.timeline, params.timeline) } : session)),
    })),
    addEvent: assign(({ context }, params: Omit<Extract<FlowViewerEvent, { type: 'session.event' }>, 'type'>) => ({
      sessions: context.sessions.map((session) => (session.sessionId === params.sessionId
        ? {
          ...session,
          value: params.value,
          timeline: mergeTimeline(session.timeline, [
            { seq: params.seq, at: params.at, eventType: params.eventType, from: session.value, to: params.value },
          ]),
        }
        : session)),
    })),
    removeSession: assign(({ context }, params: { sessionId: string }) => ({
      sessions: context.sessions.filter((session) => session.sessionId !== params.sessionId),
    })),
    selectMachine: assign((_, params: { machineId: string }) => ({ selectedMachineId: params.machineId })),
    selectSession: assign(({ context }, params: { sessionId: string }) => {
      const session = context.sessions.find((running) => running.sessionId === params.sessionId);
      return session ? { selectedSessionId: session.sessionId, selectedMachineId: session.machineId } : {};
    }),
    /** Follows the selected machine's newest flow in this tab (else in another), or none when it is not running. */
    selectLatestSession: assign(({ context }) => ({
      selectedSessionId: latestSessionOf(context.sessions, context.selectedMachineId),
    })),
    clearTrace: assign({ trace: null, step: 0 }),
    setStep: assign(({ context }, params: { step: number }) => ({
      step: Math.max(0, Math.min(params.step, context.trace?.steps.length ?? 0)),
    })),
  },
  guards: {
    noSessionSelected: ({ context }) => context.selectedSessionId === null,
    isSelected: ({ context }, params: { sessionId: string }) => context.selectedSessionId === params.sessionId,
  },
}).createMachine({
  id: 'flowViewer',
  type: 'parallel',
  context: ({ input }) => ({
    selectedMachineId: input.machineId, selectedSessionId: null, sessions: [], trace: null, step: 0, notice: null,
  }),
  on: {
    'session.started': [
      { guard: 'noSessionSelected', actions: [{ type: 'addSession', params: sessionOf }, 'selectLatestSession'] },
      { actions: { type: 'addSession', params: sessionOf } },
    ],
    'session.history': { actions: { type: 'addHistory', params: ({ event }) => event } },
    'session.event': { actions: { type: 'addEvent', params: ({ event }) => event } },
    'session.stopped': [
      {
        guard: { type: 'isSelected', params: ({ event }) => event },
        actions: [{ type: 'removeSession', params: ({ event }) => event }, 'selectLatestSession'],
      },
      { actions: { type: 'removeSession', params: ({ event }) => event } },
    ],
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    feed: {
      // Connected once the page is on screen: a feed event arriving while React is still rendering the page would
      // make it throw that render away, and with it the actor it started.
      initial: 'waiting',
      states: {
        waiting: { on: { 'feed.connect': 'listening' } },
        listening: { invoke: { src: 'flowBroadcasts' } },
      },
    },
    view: {
      initial: 'live',
      on: {
        'trace.load': { target: '.readingTrace', actions: ['clearTrace', assign({ notice: null })] },
      },
      states: {
        live: {
          on: {
            'machine.select': {
              actions: [{ type: 'selectMachine', params: ({ event }) => event }, 'selectLatestSession'],
            },
            'session.select': { actions: { type: 'selectSession', params: ({ event }) => event } },
          },
        },
        readingTrace: {
          invoke: {
            src: 'readTrace',
            input: ({ event }) => ({ fileId: (event as Extract<FlowViewerEvent, { type: 'trace.load' }>).fileId }),
          },
          on: {
            'trace.loaded': {
              target: 'replaying',
              actions: [
                assign({ trace: ({ event }) => event.trace, step: ({ event }) => event.trace.steps.length }),
                { type: 'selectMachine', params: ({ event }) => ({ machineId: event.trace.machineId }) },
                'selectLatestSession',
              ],
            },
            'trace.failed': {
              target: 'live',
              actions: assign({ notice: ({ event }) => ({ title: TRACE_REFUSED, message: event.message }) }),
            },
          },
        },
        replaying: {
          on: {
            'step.next': { actions: { type: 'setStep', params: ({ context }) => ({ step: context.step + 1 }) } },
            'step.prev': { actions: { type: 'setStep', params: ({ context }) => ({ step: context.step - 1 }) } },
            'step.goto': { actions: { type: 'setStep', params: ({ event }) => ({ step: event.step }) } },
            'trace.close': { target: 'live', actions: ['clearTrace', 'selectLatestSession'] },
            'machine.select': {
              target: 'live',
              actions: ['clearTrace', { type: 'selectMachine', params: ({ event }) => event }, 'selectLatestSession'],
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'trace.export': 'exporting' },
        },
        exporting: {
          invoke: {
            src: 'exportTrace',
            input: ({ event }) => ({
              sessionId: (event as Extract<FlowViewerEvent, { type: 'trace.export' }>).sessionId,
            }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => ({
                  title: 'The trace could not be exported',
                  message: (event.error as Error)?.message ?? 'Something went wrong.',
                }),
              }),
            },
          },
        },
      },
    },
  },
});
