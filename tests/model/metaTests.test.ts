import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromPromise, setup } from 'xstate';
import {
  checkRegistry, checkSpec, coverageOf, defineSpec, generatePaths, noPayload, runPath, variants, type AnyMachineSpec,
} from './harness';

// Throwaway machines: the meta checks must notice what a spec leaves out, without making this suite red.

type DoorEvent = { type: 'open' } | { type: 'close' } | { type: 'lock'; code: string };

const implementations = {
  actors: { checkCode: fromPromise<{ valid: boolean }, { code: string }>(async () => ({ valid: true })) },
  delays: { autoClose: 1_000 },
};

const door = setup({ types: { events: {} as DoorEvent }, ...implementations })
  .createMachine({
    id: 'door',
    initial: 'fitting',
    states: {
      fitting: { always: 'closed' },
      closed: { on: { open: 'open', lock: 'locking' } },
      open: { after: { autoClose: 'closed' }, on: { close: 'closed' } },
      locking: {
        invoke: {
          src: 'checkCode',
          input: ({ event }) => ({ code: (event as Extract<DoorEvent, { type: 'lock' }>).code }),
          onDone: 'locked',
          onError: 'closed',
        },
      },
      locked: { type: 'final' },
    },
  });

/** The same door, plus a state reached by an event the door spec knows nothing about. */
const jammableDoor = setup({
  types: { events: {} as DoorEvent | { type: 'kick' } }, ...implementations,
}).createMachine({
  // The door's own config is typed for the door's events; this copy only adds to it.
  ...(door.config as object),
  states: {
    ...(door.config.states as object),
    closed: { on: { open: 'open', lock: 'locking', kick: 'jammed' } },
    jammed: { on: { close: 'closed' } },
  },
});

const doorSpec = defineSpec({
  machine: door,
  events: {
    open: noPayload,
    close: noPayload,
    lock: variants(fc.record({ code: fc.stringMatching(/^\d{4}$/) })),
  },
  actors: {
    checkCode: { done: variants(fc.constant({ valid: true })), error: variants(fc.constant(new Error('wrong code'))) },
  },
  invariants: {
    closed: (snapshot) => expect(snapshot.can({ type: 'open' })).toBe(true),
    open: (snapshot) => expect(snapshot.can({ type: 'close' })).toBe(true),
    locking: (_, { invoked }) =>
      expect(invoked('checkCode')?.input).toEqual({ code: expect.stringMatching(/^\d{4}$/) }),
    locked: (snapshot) => expect(snapshot.status).toBe('done'),
  },
});

/** The door spec pointed at the jammable door: what a spec looks like after someone adds a state. */
const staleSpec: AnyMachineSpec = { ...doorSpec, machine: jammableDoor };

describe('a spec that covers its machine', () => {
  test('reaches every state and takes every transition, with no meta failures', () => {
    const coverage = coverageOf(doorSpec);
    expect(coverage.states).toMatchObject({ total: 5, covered: 5, missing: [] });
    expect(coverage.transitions).toMatchObject({ total: 7, covered: 7, missing: [] });
    expect(checkSpec(doorSpec)).toEqual({ events: [], invariants: [], coverage: [] });
  });

  test('its paths run on the live actor, timers and invoked actor included', async () => {
    const paths = generatePaths(doorSpec);
    expect(paths.map((p) => p.title)).toEqual([
      'lock → checkCode done ⇒ locked',
      'open → close ⇒ closed',
      'open → after autoClose ⇒ closed',
      'lock → checkCode failed ⇒ closed',
    ]);
    for (const path of paths) await runPath(doorSpec, path);
  });

  test('a broken invariant fails the path that reaches the state', async () => {
    const shut = () => { throw new Error('door must stay shut'); };
    const strict = { ...doorSpec, invariants: { ...doorSpec.invariants, open: shut } };
    const [toOpen] = generatePaths(strict).filter((p) => p.title.includes('open'));
    await expect(runPath(strict, toOpen!)).rejects.toThrow('door must stay shut');
  });
});

test('a live actor that leaves the modelled path fails at the step where it does', async () => {
  // A side effect that sends to the actor itself is invisible to the pure model, and so a divergence.
  const slamming = setup({
    types: { events: {} as { type: 'open' } | { type: 'close' } },
    actions: { slam: ({ self }) => self.send({ type: 'close' }) },
  }).createMachine({
    id: 'slamming',
    initial: 'closed',
    states: { closed: { on: { open: 'open' } }, open: { entry: 'slam', on: { close: 'closed' } } },
  });
  const spec = defineSpec({
    machine: slamming, events: { open: noPayload, close: noPayload }, actors: {},
    invariants: { closed: () => {}, open: () => {} },
  });
  const [path] = generatePaths(spec);
  await expect(runPath(spec, path!)).rejects.toThrow('state value differs from the model');
});

describe('a spec that misses what was added to its machine', () => {
  test('reports the new event, the new state and its transitions', () => {
    const failures = checkSpec(staleSpec);
    expect(failures.events).toEqual(['event kick: no payload variants in the spec']);
    expect(failures.invariants).toEqual(['state jammed: no invariant']);
    expect(failures.coverage).toEqual([
      'state jammed: no generated path reaches it',
      'transition closed: kick → jammed: no generated path takes it',
      'transition jammed: close → closed: no generated path takes it',
    ]);
    expect(coverageOf(staleSpec).states).toMatchObject({ total: 6, covered: 5, missing: ['jammed'] });
  });

  test('an actor outcome without variants is reported, and so is the branch it leaves untaken', () => {
    const failures = checkSpec({ ...doorSpec, actors: { checkCode: { done: doorSpec.actors.checkCode!.done } } });
    expect(failures.events)
      .toEqual(['event xstate.error.actor.0.door.locking: no error variants for actor "checkCode"']);
    expect(failures.coverage)
      .toEqual(['transition locking: xstate.error.actor.0.door.locking → closed: no generated path takes it']);
  });

  test('exclusions silence coverage only with a written reason, and stale ones are reported', () => {
    const reason = 'Kicking is a hardware test; the UI never sends it.';
    const excluded = (why: string): AnyMachineSpec => ({
      ...staleSpec,
      invariants: { ...doorSpec.invariants, jammed: () => {} },
      exclusions: {
        states: { jammed: why },
        transitions: { 'closed: kick → jammed': why, 'jammed: close → closed': why },
      },
    });
    expect(checkSpec(excluded(reason))).toEqual({ events: [], invariants: [], coverage: [] });
    expect(coverageOf(excluded(reason)).states).toMatchObject({ total: 5, covered: 5, excluded: ['jammed'] });
    expect(checkSpec(excluded(' ')).coverage).toEqual([
      'excluded state jammed: needs a written reason',
      'excluded transition closed: kick → jammed: needs a written reason',
      'excluded transition jammed: close → closed: needs a written reason',
    ]);
    const stale = { ...doorSpec, exclusions: { states: { open: reason, ajar: reason } } };
    expect(checkSpec(stale).coverage).toEqual([
      'excluded state open: is covered after all; drop the exclusion',
      'excluded state ajar: does not exist',
    ]);
  });
});

describe('the registry check', () => {
  const registered = [{ id: 'door', version: 1, title: 'Door', machine: door }];

  test('a registered machine without a spec fails, and a spec for another machine object too', () => {
    expect(checkRegistry(registered, { door: doorSpec })).toEqual([]);
    expect(checkRegistry(registered, {})).toEqual([
      'machine door: registered, but has no spec (add tests/model/specs/door.spec.ts)',
    ]);
    expect(checkRegistry(registered, { door: staleSpec }))
      .toEqual(['machine door: the spec is for another machine object']);
    expect(checkRegistry([], { door: doorSpec })).toEqual(['spec door: no such registered machine']);
  });
});
