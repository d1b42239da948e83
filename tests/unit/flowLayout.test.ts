import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  activeStateIds, describeEvent, layoutMachine, takenEdges, type Box, type DiagramModel,
} from '../../src/flows/layout';
import { MACHINE_REGISTRY } from '../../src/machines/registry';
import { sessionMachine } from '../../src/machines/session.machine';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y
  && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

const transitionsWithTarget = (machine: AnyStateMachine) => [machine.root, ...getStateNodes(machine.root)]
  .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
  .filter((transition) => transition.target?.length);

describe('flow diagram layout', () => {
  const layouts = new Map<string, Promise<DiagramModel>>();
  const layoutOf = (machine: AnyStateMachine) => {
    if (!layouts.has(machine.id)) layouts.set(machine.id, layoutMachine(machine));
    return layouts.get(machine.id)!;
  };

  describe.each(MACHINE_REGISTRY.map((entry) => [entry.id, entry.machine] as const))('%s', (_, machine) => {
    test('every state node appears once, nested inside its parent', async () => {
      const model = await layoutOf(machine);
      const ids = model.nodes.map((node) => node.id);
      expect(ids.sort()).toEqual([machine.root, ...getStateNodes(machine.root)].map((node) => node.id).sort());
      const byId = new Map(model.nodes.map((node) => [node.id, node]));
      for (const node of model.nodes) {
        expect(node.width, node.id).toBeGreaterThan(0);
        expect(node.height, node.id).toBeGreaterThan(0);
        if (node.parentId === null) {
          expect(node.depth).toBe(0);
          continue;
        }
        const parent = byId.get(node.parentId)!;
        expect(node.depth).toBe(parent.depth + 1);
        expect(inside(node, parent), `${node.id} inside ${parent.id}`).toBe(true);
      }
      const canvas = { x: 0, y: 0, width: model.width, height: model.height };
      expect(model.nodes.every((node) => inside(node, canvas))).toBe(true);
    });

    test('every transition with a target is on an arrow with a label, routed between its states', async () => {
      const model = await layoutOf(machine);
      const drawn = model.edges
        .flatMap((edge) => edge.transitions.map((transition) => `${edge.source}|${transition.eventType}`));
      for (const transition of transitionsWithTarget(machine)) {
        expect(drawn).toContain(`${transition.source.id}|${transition.eventType}`);
      }
      const byId = new Map(model.nodes.map((node) => [node.id, node]));
      for (const edge of model.edges) {
        expect(edge.transitions.length, edge.id).toBeGreaterThan(0);
        for (const { label } of edge.transitions) expect(label.trim(), edge.id).not.toBe('');
        expect(edge.labelBox.width * edge.labelBox.height, edge.id).toBeGreaterThan(0);
        expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
        // Orthogonal routing: every segment is horizontal or vertical.
        edge.points.slice(1).forEach((point, index) => {
          const previous = edge.points[index]!;
          expect(Math.abs(point.x - previous.x) < 0.5 || Math.abs(point.y - previous.y) < 0.5, edge.id).toBe(true);
        });
        const near = (box: Box, point: { x: number; y: number }) => inside({ ...point, width: 0, height: 0 },
          { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2 });
        expect(near(byId.get(edge.source)!, edge.points[0]!), `${edge.id} starts on ${edge.source}`).toBe(true);
        expect(near(byId.get(edge.target)!, edge.points.at(-1)!), `${edge.id} ends on ${edge.target}`).toBe(true);
      }
    });

    test('initial states are marked, one per compound state', async () => {
      const model = await layoutOf(machine);
      for (const parent of model.nodes.filter((node) => node.type === 'compound')) {
        expect(model.nodes.filter((node) => node.parentId === parent.id && node.isInitial), parent.id).toHaveLength(1);
      }
    });
  });

  test('the same machine always gets the same layout', async () => {
    expect(await layoutMachine(sessionMachine)).toEqual(await layoutMachine(sessionMachine));
  });
});

describe('event names on the diagram', () => {
  test('events XState sends itself name the actor source or the delay', () => {
    expect(describeEvent(sessionMachine, 'auth.signIn')).toBe('auth.signIn');
    expect(describeEvent(sessionMachine, 'xstate.done.actor.0.session.signingIn')).toBe('done: logIn');
    expect(describeEvent(sessionMachine, 'xstate.error.actor.0.session.signedIn.permissions.loading'))
      .toBe('error: loadPermissions');
    expect(describeEvent(sessionMachine, 'xstate.after.permissionCache.session.signedIn.permissions.loaded'))
      .toBe('after permissionCache');
    expect(describeEvent(sessionMachine, 'xstate.after.3000.session.signedOut')).toBe('after 3 s');
    expect(describeEvent(sessionMachine, '')).toBe('always');
  });

  test('guards are shown next to the event, and targetless transitions are listed in their state', async () => {
    const session = await layoutMachine(sessionMachine);
    const labels = session.edges.flatMap((edge) => edge.transitions.map((transition) => transition.label));
    expect(labels).toContain('always [hasStoredToken]');
    expect(labels).toContain('error: loadUser [isUnauthorized]');
    const apiKeys = await layoutMachine(MACHINE_REGISTRY.find((entry) => entry.id === 'apiKeys')!.machine);
    expect(apiKeys.nodes.find((node) => node.id === 'apiKeys.ready')?.handles).toEqual(['apiKey.dismissReveal']);
  });
});

describe('highlighting', () => {
  const signedIn = { signedIn: { account: 'idle', permissions: 'loaded' } };

  test('a state value lights up its state nodes and their ancestors', () => {
    expect([...activeStateIds(sessionMachine, signedIn)].sort()).toEqual([
      'session', 'session.signedIn', 'session.signedIn.account', 'session.signedIn.account.idle',
      'session.signedIn.permissions', 'session.signedIn.permissions.loaded',
    ]);
    expect([...activeStateIds(sessionMachine, 'signedOut')]).toEqual(['session', 'session.signedOut']);
  });

  test('the edge an event took is found from the values before and after it', async () => {
    const model = await layoutMachine(sessionMachine);
    const edgeOf = (ids: Set<string>) => [...ids].map((id) => model.edges.find((edge) => edge.id === id))
      .map((edge) => `${edge?.source} → ${edge?.target}`);
    const loaded = 'xstate.done.actor.0.session.signedIn.permissions.loading';
    const from = { signedIn: { account: 'idle', permissions: 'loading' } };
    expect(edgeOf(takenEdges(model, sessionMachine, loaded, from, signedIn)))
      .toEqual(['session.signedIn.permissions.loading → session.signedIn.permissions.loaded']);
    // auth.signOut leaves from two states; the value before the event tells which arrow it was.
    expect(edgeOf(takenEdges(model, sessionMachine, 'auth.signOut', signedIn, 'signingOut')))
      .toEqual(['session.signedIn → session.signingOut']);
    expect(edgeOf(takenEdges(model, sessionMachine, 'auth.signOut', 'accountFailed', 'signingOut')))
      .toEqual(['session.accountFailed → session.signingOut']);
  });
});
