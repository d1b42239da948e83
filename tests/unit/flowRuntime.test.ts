import { describe, expect, test } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { GroupPermissionsResponse, UserResponse } from '../../src/domain';
import { createMemoryEventStore } from '../../src/flows/eventStore';
import { createFlowRuntime, type FlowBroadcast } from '../../src/flows/runtime';
import { REDACTED } from '../../src/flows/serialize';
import { exportTrace, parseTrace, replayTrace, TraceError } from '../../src/flows/trace';
import { findMachine, MACHINE_REGISTRY } from '../../src/machines/registry';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiFailure } from '../../src/services/http';

const user = { user_id: 'u1', email: 'a@b.c', first_name: 'A' } as UserResponse;

function liveSessionMachine(failFirstLogin: boolean) {
  let logins = 0;
  return sessionMachine.provide({
    actors: {
      logIn: fromPromise(async () => {
        if (failFirstLogin && logins++ === 0) throw new ApiFailure(401, 'invalid_credentials', 'Wrong password.');
        return { token: 'secret-token', user_id: 'u1', workspace_id: 'w1' };
      }),
      signUp: fromPromise(async () => ({ token: 't', user_id: 'u1', workspace_id: 'w1' })),
      logOut: fromPromise(async () => ({ status: 'ok' })),
      loadUser: fromPromise(async () => user),
      loadPermissions: fromPromise(async (): Promise<GroupPermissionsResponse> =>
        ({ permissions: [], all_members_permissions: null })),
    },
  });
}

describe('flow runtime', () => {
  test('records root events with payloads, redacts secrets, and the trace replays to the same snapshot', async () => {
    const store = createMemoryEventStore();
    const broadcasts: FlowBroadcast[] = [];
    let clock = 1_000;
    const runtime = createFlowRuntime({ store, now: () => clock++, broadcast: (m) => broadcasts.push(m) });
    const flow = runtime.start(findMachine('session')!, {
      machine: liveSessionMachine(true), input: { hasStoredToken: false },
    });
    flow.actor.send({ type: 'auth.signIn', email: 'a@b.c', password: 'hunter22' });
    await waitFor(flow.actor, (s) => s.matches('signedOut') && s.context.error !== null);
    flow.actor.send({ type: 'auth.signIn', email: 'a@b.c', password: 'hunter2' });
    const done = await waitFor(flow.actor, (s) => s.matches({ signedIn: { permissions: 'loaded' } }));
    await flow.flushed();

    const trace = parseTrace(JSON.parse(JSON.stringify(await exportTrace(store, flow.sessionId, done))));
    const types = trace.events.map((e) => e.event.type);
    expect(types[0]).toBe('auth.signIn');
    expect(types.some((t) => t.startsWith('xstate.error.actor.'))).toBe(true);
    expect(types.some((t) => t.startsWith('xstate.done.actor.'))).toBe(true);
    expect(JSON.stringify(trace)).not.toContain('hunter2');
    expect(JSON.stringify(trace)).not.toContain('secret-token');
    expect((trace.events[0]!.event as { password?: string }).password).toBe(REDACTED);
    expect(trace.events.map((e) => e.seq)).toEqual(trace.events.map((_, i) => i));

    const replay = replayTrace(trace, MACHINE_REGISTRY);
    expect(replay.matches).toBe(true);
    expect(replay.final).toEqual(trace.snapshot);
    expect(replay.steps.length).toBe(trace.events.length);
    expect(broadcasts[0]?.type).toBe('flow.started');
    expect(runtime.live().map((l) => l.sessionId)).toContain(flow.sessionId);
    flow.stop();
    expect(runtime.live()).toHaveLength(0);
  });

  test('a version mismatch is a clear error', () => {
    const trace = parseTrace({
      format: 'timbre-trace@1', machine: { id: 'shell', version: 999 }, sessionId: 's', input: {}, startedAt: 0,
      events: [], snapshot: { value: {}, context: {} },
    });
    expect(() => replayTrace(trace, MACHINE_REGISTRY)).toThrow(TraceError);
    expect(() => replayTrace(trace, MACHINE_REGISTRY)).toThrow(/version 999, but this build has version 1/);
  });

  test('persistent flows save their snapshot after each step and resume from it', async () => {
    const store = createMemoryEventStore();
    const runtime = createFlowRuntime({ store });
    const entry = findMachine('shell')!;
    const input = { sidebarPinned: true, theme: 'light' as const, lowQuotaDismissedAt: null, openSubmenu: null };
    const first = runtime.start(entry, { input, persistKey: 'shell' });
    first.actor.send({ type: 'sidebar.toggle' });
    await first.flushed();
    first.stop();
    const saved = await store.loadSnapshot('shell');
    const second = runtime.start(entry, { input, snapshot: saved as never });
    expect(second.actor.getSnapshot().matches({ sidebar: 'collapsed' })).toBe(true);
  });

  test('not a trace → clear error', () => {
    expect(() => parseTrace({ hello: 1 })).toThrow(/Not a Timbre trace/);
  });
});
