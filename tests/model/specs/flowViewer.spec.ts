import fc from 'fast-check';
import { expect } from 'vitest';
import {
  flowViewerMachine, TIMELINE_LIMIT, TRACE_REFUSED, type LoadedTrace, type TimelineEntry,
} from '../../../src/machines/flowViewer.machine';
import { defineSpec, noPayload, variants } from '../harness';

const SESSION = 'session-lx1-0-abc123';
const AT = 1_760_000_000_000;

const trace: LoadedTrace = {
  fileName: `session-${SESSION}.json`,
  machineId: 'session',
  version: 1,
  sessionId: SESSION,
  startedAt: AT,
  initial: { value: 'signedOut', context: {} },
  steps: [
    { at: AT + 10, eventType: 'auth.signIn', value: 'signingIn', context: {} },
    { at: AT + 20, eventType: 'xstate.done.actor.0.session.signingIn', value: 'loadingAccount', context: {} },
  ],
  matches: true,
};

const signIn: TimelineEntry = { seq: 0, at: AT + 10, eventType: 'auth.signIn', from: 'signedOut', to: 'signingIn' };

export const flowViewerSpec = defineSpec({
  machine: flowViewerMachine,
  input: variants(fc.constant({ machineId: 'session' })),
  events: {
    'feed.connect': noPayload,
    'machine.select': variants(fc.constant({ machineId: 'apiKeys' })),
    'session.select': variants(fc.constant({ sessionId: SESSION })),
    'session.started': variants(fc.constant({
      sessionId: SESSION, machineId: 'session', origin: 'other-tab' as const, startedAt: AT, value: 'signedOut',
    })),
    // The history holds the very event that also arrives live, as it does when both race: the timeline must come out
    // the same whichever is first (and the state graph stays small).
    'session.history': variants(fc.constant<{ sessionId: string; timeline: TimelineEntry[] }>({
      sessionId: SESSION, timeline: [signIn],
    })),
    'session.event': variants(fc.constant({
      sessionId: SESSION, seq: signIn.seq, at: signIn.at, eventType: signIn.eventType, value: signIn.to,
    })),
    'session.stopped': variants(fc.constant({ sessionId: SESSION })),
    'trace.export': variants(fc.constant({ sessionId: SESSION })),
    'trace.load': variants(fc.constant({ fileId: 'trace-file-0' })),
    'trace.loaded': variants(fc.constant({ trace })),
    'trace.failed': variants(fc.constant({
      message: 'The trace was recorded with session version 999, but this build has version 1.',
    })),
    'trace.close': noPayload,
    'notice.dismiss': noPayload,
    'step.next': noPayload,
    'step.prev': noPayload,
    'step.goto': variants(fc.constant({ step: 1 })),
  },
  actors: {
    exportTrace: {
      done: variants(fc.constant(undefined)),
      error: variants(fc.constant(new Error('This flow is no longer running in this tab.'))),
    },
  },
  invariant: ({ context }) => {
    // What the diagram lights up is always a running flow of the machine it shows.
    if (context.selectedSessionId !== null) {
      const selected = context.sessions.find((session) => session.sessionId === context.selectedSessionId);
      expect(selected?.machineId).toBe(context.selectedMachineId);
    }
    expect(new Set(context.sessions.map((session) => session.sessionId)).size).toBe(context.sessions.length);
    for (const { timeline } of context.sessions) {
      expect(timeline.length).toBeLessThanOrEqual(TIMELINE_LIMIT);
      expect(timeline.map((entry) => entry.seq)).toEqual([...timeline.map((entry) => entry.seq)].sort((a, b) => a - b));
    }
    if (context.notice) expect(context.notice.message).toMatch(/\S/);
  },
  invariants: {
    'feed.waiting': (_, { invoked }) => expect(invoked('flowBroadcasts')).toBeUndefined(),
    'feed.listening': (_, { invoked }) => expect(invoked('flowBroadcasts')).toBeDefined(),
    'view.live': ({ context }, { invoked }) => {
      expect(context.trace).toBeNull();
      expect(context.step).toBe(0);
      expect(invoked('readTrace')).toBeUndefined();
    },
    // A new file replaces whatever was shown: the old trace and an old complaint about a trace are gone while it is
    // read (an export may still fail meanwhile and say so).
    'view.readingTrace': ({ context }, { invoked }) => {
      expect(context.trace).toBeNull();
      expect(context.notice?.title).not.toBe(TRACE_REFUSED);
      expect(invoked('readTrace')?.input.fileId).toBe('trace-file-0');
    },
    // The step stays within the trace, and the diagram shows the trace's machine.
    'view.replaying': ({ context }) => {
      expect(context.trace).not.toBeNull();
      expect(context.step).toBeGreaterThanOrEqual(0);
      expect(context.step).toBeLessThanOrEqual(context.trace!.steps.length);
      expect(context.selectedMachineId).toBe(context.trace!.machineId);
    },
    'export.idle': (_, { invoked }) => expect(invoked('exportTrace')).toBeUndefined(),
    'export.exporting': (_, { invoked }) => expect(invoked('exportTrace')?.input).toEqual({ sessionId: SESSION }),
  },
});
