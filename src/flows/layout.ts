import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

type AnyStateNode = DirectedGraphNode['stateNode'];
type AnyTransition = DirectedGraphNode['edges'][number]['transition'];

export interface Point { x: number; y: number }
export interface Box { x: number; y: number; width: number; height: number }

/** A state node placed on the diagram; coordinates are absolute, in diagram units. */
export interface DiagramNode extends Box {
  /** The state node's id, e.g. `session.signedIn.permissions`. */
  id: string;
  /** Its key, e.g. `permissions`: the title drawn on the box. */
  title: string;
  parentId: string | null;
  /** 0 for the machine itself. */
  depth: number;
  type: AnyStateNode['type'];
  /** A region of a parallel state: drawn dashed, all regions are active together. */
  isRegion: boolean;
  /** The state its parent enters first. */
  isInitial: boolean;
  /** Events handled without leaving the state (transitions with no target): listed inside the box. */
  handles: string[];
}

export interface DiagramTransition {
  /** The raw event type (`''` for an eventless `always` transition), to match taken transitions. */
  eventType: string;
  label: string;
}

/** All transitions from one state to another share one arrow; their labels are stacked on it. */
export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  transitions: DiagramTransition[];
  /** Start point, bend points, end point. */
  points: Point[];
  labelBox: Box;
}

export interface DiagramModel {
  machineId: string;
  width: number;
  height: number;
  /** Parents before their children, so containers are drawn under their contents. */
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

// Sizes are estimated from text length: layout runs in Node too, where nothing can be measured. About 0.55em per
// character leaves room for the widest common system-ui fonts.
export const DIAGRAM_TEXT = { titleSize: 14, labelSize: 12, titleChar: 7.7, labelChar: 6.4 } as const;
/** Box geometry shared with the renderer, which draws text where the layout left room for it. */
export const NODE_METRICS = { padX: 14, height: 38, handlesLine: 17, initialMarker: 16 } as const;
export const LABEL_LINE = 20;
const LABEL_PAD_X = 8;
const CONTAINER_TITLE = 34;

// Each nested graph is laid out with its own container's options, so every container carries them.
const LAYERED = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // Reads top-down in declaration order (the order the machine's author tells the story in): cycles are broken
  // by the seeded positions below. ELK's own MODEL_ORDER breaker crashes on nested graphs in elkjs 0.12.1.
  'elk.layered.cycleBreaking.strategy': 'INTERACTIVE',
};

const formatDelay = (delay: string) => {
  if (!/^\d+$/.test(delay)) return delay;
  const ms = Number(delay);
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${ms / 1000} s`;
  return `${Math.round(ms / 60_000)} min`;
};

/**
 * How an event reads on the diagram and in timelines: user events keep their `noun.verb` names; the events XState
 * sends itself name the actor's source (`done: logIn` rather than `xstate.done.actor.0.session.signingIn`).
 */
export function describeEvent(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actorEvent) {
    const [, outcome, invokeId] = actorEvent;
    const invoke = [machine.root, ...getStateNodes(machine.root)].flatMap((node) => node.invoke)
      .find((definition) => definition.id === invokeId);
    return `${outcome}: ${invoke && typeof invoke.src === 'string' ? invoke.src : invokeId}`;
  }
  if (eventType.startsWith('xstate.after.')) {
    const rest = eventType.slice('xstate.after.'.length);
    return `after ${formatDelay(rest.slice(0, rest.indexOf('.')))}`;
  }
  return eventType;
}

function guardName(transition: AnyTransition): string | null {
  const guard = transition.guard as unknown;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'condition';
  return String((guard as { type?: unknown }).type ?? 'condition');
}

const transitionLabel = (machine: AnyStateMachine, transition: AnyTransition) => {
  const guard = guardName(transition);
  return `${describeEvent(machine, transition.eventType)}${guard ? ` [${guard}]` : ''}`;
};

export const labelWidth = (text: string) => Math.ceil(text.length * DIAGRAM_TEXT.labelChar + 2 * LABEL_PAD_X);

interface Collected {
  node: Omit<DiagramNode, keyof Box>;
  graph: DirectedGraphNode;
}

/**
 * Lays out a machine with ELK: compound states nest their children, every transition with a target is an edge
 * (including eventless `always` ones, which toDirectedGraph leaves out), and targetless transitions are listed
 * inside their state. Pure: the same machine always gives the same model, in the browser and in Node.
 */
export async function layoutMachine(machine: AnyStateMachine): Promise<DiagramModel> {
  const collected = new Map<string, Collected>();
  const edges: Array<Omit<DiagramEdge, 'points' | 'labelBox'>> = [];

  const visit = (graph: DirectedGraphNode, parent: AnyStateNode | null, depth: number) => {
    const stateNode = graph.stateNode;
    const handles: string[] = [];
    const transitions: AnyTransition[] = [...graph.edges.map((edge) => edge.transition), ...(stateNode.always ?? [])];
    for (const transition of new Set(transitions)) {
      if (!transition.target?.length) {
        // Listed by event only: which guarded alternative applies changes nothing on the diagram.
        const event = describeEvent(machine, transition.eventType);
        if (!handles.includes(event)) handles.push(event);
        continue;
      }
      const drawn = { eventType: transition.eventType, label: transitionLabel(machine, transition) };
      for (const target of transition.target) {
        const shared = edges.find((edge) => edge.source === stateNode.id && edge.target === target.id);
        if (shared) shared.transitions.push(drawn);
        else edges.push({ id: `e${edges.length}`, source: stateNode.id, target: target.id, transitions: [drawn] });
      }
    }
    collected.set(stateNode.id, {
      graph,
      node: {
        id: stateNode.id, title: stateNode.key, parentId: parent?.id ?? null, depth, type: stateNode.type,
        isRegion: parent?.type === 'parallel',
        isInitial: parent?.type === 'compound' && parent.initial.target.some((initial) => initial.id === stateNode.id),
        handles,
      },
    });
    for (const child of graph.children) visit(child, stateNode, depth + 1);
  };
  visit(toDirectedGraph(machine), null, 0);

  const toElk = (id: string, order = 0): ElkNode => {
    const { node, graph } = collected.get(id)!;
    const textWidth = Math.max(
      node.title.length * DIAGRAM_TEXT.titleChar + (node.isInitial ? NODE_METRICS.initialMarker : 0),
      ...node.handles.map((label) => label.length * DIAGRAM_TEXT.labelChar),
    );
    const width = Math.ceil(Math.max(96, textWidth + 2 * NODE_METRICS.padX));
    const handlesHeight = node.handles.length * NODE_METRICS.handlesLine;
    const height = NODE_METRICS.height + handlesHeight;
    const seed = { x: 0, y: order * 100 };
    if (graph.children.length === 0) return { id, width, height, ...seed };
    return {
      id,
      ...seed,
      children: graph.children.map((child, index) => toElk(child.id, index)),
      layoutOptions: {
        ...LAYERED,
        'elk.padding': `[top=${CONTAINER_TITLE + handlesHeight},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${height})`,
      },
    };
  };

  const elkEdges: ElkExtendedEdge[] = edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{
      id: `${edge.id}-label`,
      text: edge.transitions.map((transition) => transition.label).join('\n'),
      width: Math.max(...edge.transitions.map((transition) => labelWidth(transition.label))),
      height: edge.transitions.length * LABEL_LINE,
      // On the line rather than beside it, so it is clear which arrow a label belongs to.
      layoutOptions: { 'elk.edgeLabels.inline': 'true', 'elk.edgeLabels.placement': 'CENTER' },
    }],
  }));
  const graph: ElkNode = {
    id: '__diagram',
    layoutOptions: {
      ...LAYERED,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Absolute coordinates everywhere, so the renderer needs no parent offsets.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [toElk(machine.root.id)],
    edges: elkEdges,
  };
  // ELK is large (1.5 MB): loaded on the first layout, so the page around the diagram does not wait for it.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laidOut = await new ELK().layout(graph);

  const nodes: DiagramNode[] = [];
  const place = (elk: ElkNode) => {
    const { node } = collected.get(elk.id)!;
    nodes.push({ ...node, x: elk.x ?? 0, y: elk.y ?? 0, width: elk.width ?? 0, height: elk.height ?? 0 });
    for (const child of elk.children ?? []) place(child);
  };
  const [rootNode] = laidOut.children ?? [];
  if (rootNode) place(rootNode);

  const laidOutEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  return {
    machineId: machine.id,
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    nodes,
    edges: edges.map((edge) => {
      const elk = laidOutEdges.get(edge.id)!;
      const section = elk.sections?.[0];
      const label: ElkLabel = elk.labels?.[0] ?? {};
      return {
        ...edge,
        points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
        labelBox: { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 },
      };
    }),
  };
}

/** The ids of the state nodes a state value makes active, the machine's root included. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const active = new Set<string>();
  const walk = (node: AnyStateNode, part: unknown) => {
    active.add(node.id);
    if (typeof part === 'string') {
      const child = node.states[part];
      if (child) walk(child, {});
    } else if (part && typeof part === 'object') {
      for (const [key, inner] of Object.entries(part as Record<string, StateValue>)) {
        const child = node.states[key];
        if (child) walk(child, inner);
      }
    }
  };
  walk(machine.root, value);
  return active;
}

/** The edges an event took from one state value to the next (for highlighting the last step). */
export function takenEdges(
  model: DiagramModel, machine: AnyStateMachine, eventType: string, from: unknown, to: unknown,
): Set<string> {
  // Without the value before (a flow joined mid-way), any edge of that event into the current states fits.
  const before = from === null || from === undefined ? null : activeStateIds(machine, from);
  const after = activeStateIds(machine, to);
  return new Set(model.edges
    .filter((edge) => edge.transitions.some((transition) => transition.eventType === eventType)
      && (!before || before.has(edge.source)) && after.has(edge.target))
    .map((edge) => edge.id));
}
