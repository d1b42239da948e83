import { deepStrictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import {
  createActor, createEmptyActor, fromPromise, SimulatedClock,
  type AnyActorRef, type AnyActorScope, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine,
  type AnyTransitionDefinition, type EventFromLogic, type InputFrom, type OutputFrom, type SnapshotFrom,
  type StateMachine, type StateValue,
} from 'xstate';
import { getStateNodes, TestModel, type AnyStateNode, type StatePath } from 'xstate/graph';
import type { RegisteredMachine } from '../../src/machines/registry';

/*
 * Generated path tests. For one machine, a spec supplies payloads; the harness walks the machine's graph with
 * xstate/graph, adds paths until every transition is taken, and runs each path on a live actor whose invoked
 * actors are fakes settled by the path itself and whose timers run on a simulated clock. The same paths can
 * drive a browser (see playwright.ts).
 */

// ——— Specs ———

/** A few payloads drawn from an arbitrary with the spec's fixed seed, so the graph stays finite and stable. */
export interface Variants<T> {
  /** Each value with its name for path titles (the label is applied here so that Variants stays covariant). */
  readonly arbitrary: fc.Arbitrary<{ readonly value: T; readonly label: string | undefined }>;
  /**
   * At most this many distinct values. Keep it small: every distinct payload that lands in context is a new
   * graph node, and the nodes multiply.
   */
  readonly count: number;
}

/** `label` names a value in path titles; without it, several values are told apart by compact JSON. */
export const variants = <T>(arbitrary: fc.Arbitrary<T>, count = 1, label?: (value: T) => string): Variants<T> =>
  ({ arbitrary: arbitrary.map((value) => ({ value, label: label?.(value) })), count });

/** For events that carry nothing but their type. */
export const noPayload: Variants<Record<never, never>> = variants(fc.constant({}));

/* Type plumbing: StateMachine has 15 type parameters and only the actors are wanted here. */
type ProvidedActorsOf<M> = M extends StateMachine<
  infer _C, infer _E, infer _Ch, infer TActor, infer _A, infer _G, infer _D, infer _V, infer _T, infer _I, infer _O,
  infer _Em, infer _M, infer _S, infer _TM
> ? TActor : never;
export type ActorSrc<M> = ProvidedActorsOf<M>['src'];
export type ActorOutput<M, K> = OutputFrom<Extract<ProvidedActorsOf<M>, { src: K }>['logic']>;
export type EventVariants<M extends AnyStateMachine> = {
  readonly [K in EventFromLogic<M>['type']]: Variants<Omit<Extract<EventFromLogic<M>, { type: K }>, 'type'>>;
};

/** Per invoked actor (by src): what it may resolve with and what it may fail with. */
export type ActorVariants<M extends AnyStateMachine> = {
  readonly [K in ActorSrc<M>]?: {
    readonly done?: Variants<ActorOutput<M, K>>;
    readonly error?: Variants<unknown>;
  };
};

type ActorInput<M, K> = InputFrom<Extract<ProvidedActorsOf<M>, { src: K }>['logic']>;

/** Typed views of a live snapshot that invariants need beyond value and context. */
export interface InvariantTools<M extends AnyStateMachine> {
  /** The invoked actor `src`, if one is running, with the input it was started with (what a request sends). */
  readonly invoked: <K extends ActorSrc<M>>(src: K) => { readonly input: ActorInput<M, K> } | undefined;
  /** The srcs of all running invoked actors; empty when nothing is in flight. */
  readonly running: () => ReadonlyArray<ActorSrc<M>>;
}

export type Invariant<M extends AnyStateMachine> = (snapshot: SnapshotFrom<M>, tools: InvariantTools<M>) => void;

export interface Exclusions {
  /** Leaf state key → why no path can or should reach it. */
  readonly states?: Readonly<Record<string, string>>;
  /** Transition key (as printed by the coverage report) → why no path takes it. */
  readonly transitions?: Readonly<Record<string, string>>;
}

export interface Traversal {
  /** Cap on explored snapshots; hitting it fails loudly instead of hanging on an unbounded context. */
  readonly limit?: number;
  /** Adds every simple path too, allowed only while the graph has at most this many snapshots. */
  readonly simplePathsUpTo?: number;
}

export interface MachineSpec<M extends AnyStateMachine> {
  readonly machine: M;
  readonly seed?: number;
  readonly input?: Variants<InputFrom<M>>;
  readonly events: EventVariants<M>;
  readonly actors: ActorVariants<M>;
  /** One per leaf state key ('signedIn.permissions.loaded'); transient states (an unguarded `always`) need none. */
  readonly invariants: Readonly<Record<string, Invariant<M>>>;
  /** Runs after every step, before the per-state invariants. */
  readonly invariant?: Invariant<M>;
  readonly exclusions?: Exclusions;
  readonly traversal?: Traversal;
}

/** Specs of different machines in one collection; each was checked against its own machine by `defineSpec`. */
export type AnyMachineSpec = MachineSpec<AnyStateMachine>;

export const defineSpec = <M extends AnyStateMachine>(spec: MachineSpec<M>): MachineSpec<M> => spec;

// ——— What a machine consists of ———

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
/** Raised by the machine itself when a compound state completes; nothing outside sends it. */
const STATE_DONE = 'xstate.done.state.';

const stateKey = (node: AnyStateNode): string => node.path.join('.') || '(machine)';

interface Catalog {
  readonly leaves: ReadonlyMap<string, AnyStateNode>;
  /** Every transition definition (events, invoke done/error, after, always) with its readable key. */
  readonly transitions: ReadonlyMap<AnyTransitionDefinition, string>;
  readonly invokes: ReadonlyArray<{ readonly id: string; readonly src: string }>;
  /** After event type → its delay as written (ms or a name) and in ms when that is a fixed number. */
  readonly delays: ReadonlyMap<string, { readonly written: number | string; readonly ms: number | undefined }>;
  /** Event types some state has a transition for, with those transitions. */
  readonly accepted: ReadonlyMap<string, readonly AnyTransitionDefinition[]>;
}

const guardName = (guard: AnyTransitionDefinition['guard']): string | undefined => {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return guard.type;
};

function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardName(t.guard);
  const targets = t.target?.length ? t.target.map(stateKey).join(', ') : '(no target)';
  return `${stateKey(t.source)}: ${t.eventType || 'always'}${guard ? ` [${guard}]` : ''} → ${targets}`;
}

/** A transient state leaves at once through an unguarded `always`, so it is never observed at rest. */
const isTransient = (node: AnyStateNode) => (node.always ?? []).some((t) => t.guard === undefined);

function catalogOf(machine: AnyStateMachine): Catalog {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const leaves = new Map<string, AnyStateNode>();
  const transitions = new Map<AnyTransitionDefinition, string>();
  const invokes: Array<{ id: string; src: string }> = [];
  const delays = new Map<string, { written: number | string; ms: number | undefined }>();
  const accepted = new Map<string, AnyTransitionDefinition[]>();
  const namedDelays = machine.implementations.delays;
  for (const node of nodes) {
    if (node.type === 'atomic' || node.type === 'final') leaves.set(stateKey(node), node);
    invokes.push(...node.invoke.map(({ id, src }) => ({ id, src: String(src) })));
    for (const { eventType, delay } of node.after) {
      const ms = typeof delay === 'string' ? namedDelays[delay] : delay;
      delays.set(eventType, {
        written: typeof delay === 'number' ? delay : String(delay), ms: typeof ms === 'number' ? ms : undefined,
      });
    }
    for (const [type, list] of node.transitions) {
      accepted.set(type, [...(accepted.get(type) ?? []), ...list]);
      for (const t of list) transitions.set(t, transitionLabel(t));
    }
    for (const t of node.always ?? []) transitions.set(t, transitionLabel(t));
  }
  // Guarded alternatives with the same source, event and target would share a label; number them.
  const seen = new Map<string, number>();
  for (const [t, label] of transitions) {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    if (n > 1) transitions.set(t, `${label} #${n}`);
  }
  return { leaves, transitions, invokes, delays, accepted };
}

// ——— Steps ———

/** What a path step asks the system under test to do; the live and the browser drivers both dispatch on it. */
export type StepEvent =
  | { readonly kind: 'user'; readonly event: AnyEventObject }
  | { readonly kind: 'done'; readonly src: string; readonly invokeId: string; readonly output: unknown }
  | { readonly kind: 'error'; readonly src: string; readonly invokeId: string; readonly error: unknown }
  | { readonly kind: 'after'; readonly ms: number; readonly type: string };

interface Stimulus {
  readonly event: AnyEventObject;
  readonly label: string;
  readonly step: StepEvent;
}

/** Errors keep their message in keys and titles (JSON.stringify drops it: it is not enumerable). */
const serialize = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));

const serializeSnapshot = (s: AnyMachineSnapshot) => serialize({ value: s.value, context: s.context });

const describeValue = (value: unknown): string => {
  const text = value instanceof Error ? value.message : serialize(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

function sample<T>(v: Variants<T>, seed: number): Array<{ value: T; label: string | undefined }> {
  const distinct = new Map<string, { value: T; label: string | undefined }>();
  for (const drawn of fc.sample(v.arbitrary, { seed, numRuns: v.count * 20 })) {
    if (distinct.size === v.count) break;
    if (!distinct.has(serialize(drawn.value))) distinct.set(serialize(drawn.value), drawn);
  }
  const drawn = [...distinct.values()];
  // A lone value needs no name in a title; several do.
  return drawn.map(({ value, label }) =>
    ({ value, label: label ?? (drawn.length > 1 ? describeValue(value) : undefined) }));
}

const withLabel = (name: string, label: string | undefined) => (label === undefined ? name : `${name}(${label})`);

const DEFAULT_SEED = 20_260;

function stimuliOf(spec: AnyMachineSpec, catalog: Catalog, seed: number): Stimulus[] {
  const stimuli: Stimulus[] = [];
  const events = spec.events as Readonly<Record<string, Variants<object> | undefined>>;
  for (const [type, payloads] of Object.entries(events)) {
    for (const { value, label } of payloads ? sample(payloads, seed) : []) {
      const event = { ...value, type };
      stimuli.push({ event, label: withLabel(type, label), step: { kind: 'user', event } });
    }
  }
  type Outcomes = { done?: Variants<unknown>; error?: Variants<unknown> } | undefined;
  const actors = spec.actors as Readonly<Record<string, Outcomes>>;
  for (const { id, src } of catalog.invokes) {
    const outcomes = actors[src];
    for (const { value: output, label } of outcomes?.done ? sample(outcomes.done, seed) : []) {
      stimuli.push({
        event: { type: `${DONE}${id}`, output }, label: withLabel(`${src} done`, label),
        step: { kind: 'done', src, invokeId: id, output },
      });
    }
    for (const { value: error, label } of outcomes?.error ? sample(outcomes.error, seed) : []) {
      stimuli.push({
        event: { type: `${ERROR}${id}`, error }, label: withLabel(`${src} failed`, label),
        step: { kind: 'error', src, invokeId: id, error },
      });
    }
  }
  for (const [type, { written, ms }] of catalog.delays) {
    const label = `after ${written}${typeof written === 'number' ? ' ms' : ''}`;
    if (ms !== undefined) stimuli.push({ event: { type }, label, step: { kind: 'after', ms, type } });
  }
  return stimuli;
}

// ——— Recording which states and transitions a step takes ———

interface Trace {
  readonly transitions: Set<AnyTransitionDefinition>;
  readonly leaves: Set<string>;
}

export function leafKeys(value: StateValue, prefix: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  const entries = Object.entries(value).filter((entry): entry is [string, StateValue] => entry[1] !== undefined);
  return entries.length ? entries.flatMap(([key, child]) => leafKeys(child, [...prefix, key])) : [prefix.join('.')];
}

/**
 * Steps the machine purely (no actor runs) while listening to its microsteps, which name the transition
 * definitions taken, `always` and raised events included. Transient states show up as transition sources.
 */
function createRecorder(machine: AnyStateMachine) {
  const host = createEmptyActor();
  let trace: Trace | undefined;
  host.system.inspect((event) => {
    if (event.type !== '@xstate.microstep' || !trace) return;
    for (const t of event._transitions) {
      trace.transitions.add(t);
      if (t.source.type === 'atomic') trace.leaves.add(stateKey(t.source));
    }
    for (const leaf of leafKeys((event.snapshot as AnyMachineSnapshot).value)) trace.leaves.add(leaf);
  });
  const scope: AnyActorScope = {
    self: host, id: 'paths', sessionId: host.sessionId, system: host.system,
    logger: () => {}, defer: () => {}, emit: () => {}, stopChild: () => {}, actionExecutor: () => {},
  };
  const capture = (into: Trace, run: () => AnyMachineSnapshot) => {
    trace = into;
    try {
      const snapshot = run();
      for (const leaf of leafKeys(snapshot.value)) into.leaves.add(leaf);
      return snapshot;
    } finally {
      trace = undefined;
    }
  };
  return {
    initial: (into: Trace, input: unknown) => capture(into, () => machine.getInitialSnapshot(scope, input)),
    step: (into: Trace, snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
      capture(into, () => machine.transition(snapshot, event, scope)),
  };
}

const emptyTrace = (): Trace => ({ transitions: new Set(), leaves: new Set() });

// ——— Paths ———

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

export interface GeneratedPath {
  /** Event labels in order (the `xstate.init` step left out) and the leaf states reached. */
  readonly title: string;
  readonly input: unknown;
  readonly statePath: Path;
}

export interface Tally {
  readonly total: number;
  readonly covered: number;
  readonly missing: readonly string[];
  readonly excluded: readonly string[];
}

export interface Coverage {
  readonly machineId: string;
  /** Leaf states. */
  readonly states: Tally;
  readonly transitions: Tally;
  readonly paths: number;
}

interface Plan {
  readonly catalog: Catalog;
  readonly stimuli: readonly Stimulus[];
  readonly stepOf: (event: AnyEventObject) => StepEvent;
  readonly model: TestModel<AnyMachineSnapshot, AnyEventObject, unknown>;
  readonly paths: readonly GeneratedPath[];
  readonly covered: { readonly states: ReadonlySet<string>; readonly transitions: ReadonlySet<string> };
  readonly coverage: Coverage;
}

const plans = new WeakMap<AnyMachineSpec, Plan>();

function planOf(spec: AnyMachineSpec): Plan {
  let plan = plans.get(spec);
  if (!plan) {
    plan = buildPlan(spec);
    plans.set(spec, plan);
  }
  return plan;
}

const extend = (path: Path, event: AnyEventObject, state: AnyMachineSnapshot): Path =>
  ({ state, steps: [...path.steps, { event, state }], weight: path.weight + 1 });

/** Drops every path whose events are a prefix of another path's: running the longer one checks the same. */
function withoutPrefixes<T extends { key: readonly string[] }>(candidates: readonly T[]): T[] {
  const longestFirst = [...candidates].sort((a, b) => b.key.length - a.key.length);
  const kept: T[] = [];
  for (const c of longestFirst) {
    if (!kept.some((k) => c.key.every((part, i) => k.key[i] === part))) kept.push(c);
  }
  return candidates.filter((c) => kept.includes(c));
}

function buildPlan(spec: AnyMachineSpec): Plan {
  const { machine } = spec;
  const seed = spec.seed ?? DEFAULT_SEED;
  const catalog = catalogOf(machine);
  const stimuli = stimuliOf(spec, catalog, seed);
  const byKey = new Map(stimuli.map((s) => [serialize(s.event), s]));
  const stepOf = (event: AnyEventObject): StepEvent => {
    const stimulus = byKey.get(serialize(event));
    if (!stimulus) throw new Error(`${machine.id}: ${event.type} is not an event of the spec`);
    return stimulus.step;
  };
  const inputs = spec.input ? sample(spec.input, seed) : [{ value: undefined, label: undefined }];
  const limit = spec.traversal?.limit ?? 5_000;
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
    events: stimuli.map((s) => s.event),
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeEvent: serialize,
    serializeState: serializeSnapshot,
    limit,
  });
  const recorder = createRecorder(machine);
  const traceOf = (input: unknown, path: Path, into: Trace) => {
    recorder.initial(into, input);
    path.steps.slice(1).forEach((step, i) => recorder.step(into, path.steps[i]!.state, step.event));
  };

  const candidates: Array<{ key: string[]; input: unknown; inputLabel: string | undefined; path: Path }> = [];
  for (const { value: input, label: inputLabel } of inputs) {
    let shortest: Path[];
    try {
      shortest = model.getShortestPaths({ input, allowDuplicatePaths: true });
    } catch (error) {
      throw new Error(`${machine.id}: ${(error as Error).message} (limit ${limit}); sample fewer payload variants `
        + 'or raise traversal.limit', { cause: error });
    }
    const paths = [...shortest];
    const bound = spec.traversal?.simplePathsUpTo;
    if (bound !== undefined) {
      if (shortest.length > bound) {
        throw new Error(`${machine.id}: ${shortest.length} snapshots exceed simplePathsUpTo (${bound})`);
      }
      paths.push(...model.getSimplePaths({ input, allowDuplicatePaths: true }));
    }
    // Shortest paths reach every snapshot but not every edge into it: extend them until each transition is taken.
    const taken = emptyTrace();
    for (const path of paths) traceOf(input, path, taken);
    for (const path of shortest) {
      for (const { event } of stimuli) {
        if (!path.state.can(event)) continue;
        const step = emptyTrace();
        const next = recorder.step(step, path.state, event);
        if ([...step.transitions].every((t) => taken.transitions.has(t))) continue;
        step.transitions.forEach((t) => taken.transitions.add(t));
        paths.push(extend(path, event, next));
      }
    }
    for (const path of paths) {
      candidates.push({
        key: [serialize(input), ...path.steps.slice(1).map((s) => serialize(s.event))], input, inputLabel, path,
      });
    }
  }

  const kept = withoutPrefixes(candidates);
  const titles = new Map<string, number>();
  const paths = kept.map(({ input, inputLabel, path }): GeneratedPath => {
    const events = path.steps.slice(1).map((s) => byKey.get(serialize(s.event))?.label ?? s.event.type);
    const base = `${inputLabel === undefined ? '' : `[${inputLabel}] `}${events.join(' → ') || 'initial state'}`
      + ` ⇒ ${leafKeys(path.state.value).join(' + ')}`;
    const n = (titles.get(base) ?? 0) + 1;
    titles.set(base, n);
    return { title: n > 1 ? `${base} #${n}` : base, input, statePath: path };
  });

  const trace = emptyTrace();
  for (const { input, statePath } of paths) traceOf(input, statePath, trace);
  const covered = {
    states: trace.leaves,
    transitions: new Set([...trace.transitions].map((t) => catalog.transitions.get(t) ?? transitionLabel(t))),
  };
  const coverage: Coverage = {
    machineId: machine.id,
    states: tally([...catalog.leaves.keys()], covered.states, spec.exclusions?.states),
    transitions: tally([...catalog.transitions.values()], covered.transitions, spec.exclusions?.transitions),
    paths: paths.length,
  };
  return { catalog, stimuli, stepOf, model, paths, covered, coverage };
}

function tally(all: readonly string[], covered: ReadonlySet<string>, excluded: Readonly<Record<string, string>> = {},
): Tally {
  const counted = all.filter((key) => !(key in excluded));
  const missing = counted.filter((key) => !covered.has(key));
  return {
    total: counted.length, covered: counted.length - missing.length, missing,
    excluded: all.filter((key) => key in excluded),
  };
}

export const generatePaths = (spec: AnyMachineSpec): readonly GeneratedPath[] => planOf(spec).paths;

export const coverageOf = (spec: AnyMachineSpec): Coverage => planOf(spec).coverage;

export const percent = ({ total, covered }: Pick<Tally, 'total' | 'covered'>): number => (total === 0 ? 100 : (100 * covered) / total);

// ——— Running a path ———

export interface PathDriver {
  /** Makes the system under test do what the step says. */
  readonly execute: (step: StepEvent) => Promise<void>;
  /** Asserts that the system under test is in the snapshot the model expects after the step. */
  readonly check: (expected: AnyMachineSnapshot) => Promise<void> | void;
}

/** Walks one generated path with any driver: the live actor below, or a browser page (playwright.ts). */
export async function drivePath(spec: AnyMachineSpec, path: GeneratedPath, driver: PathDriver): Promise<void> {
  const { model, stimuli, stepOf } = planOf(spec);
  const execute = ({ event }: { event: AnyEventObject }) => driver.execute(stepOf(event));
  await model.testPath(path.statePath, {
    events: Object.fromEntries(stimuli.map((s) => [s.event.type, execute])),
    states: { '*': driver.check },
  });
}

/** A macrotask: promise actors report their outcome after a chain of microtasks. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs one path on a live actor: invoked actors are promise fakes that the done/error steps settle, timers run on
 * a simulated clock. After every step the live value and context must equal the model's, and the invariants of
 * the spec must hold.
 */
export async function runPath(spec: AnyMachineSpec, path: GeneratedPath): Promise<void> {
  const { catalog } = planOf(spec);
  const running = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const fake = fromPromise<unknown, unknown>(({ self }) =>
    new Promise((resolve, reject) => { running.set(self.id, { resolve, reject }); }));
  const clock = new SimulatedClock();
  const actor = createActor(
    spec.machine.provide({ actors: Object.fromEntries(catalog.invokes.map(({ src }) => [src, fake])) }),
    { clock, input: path.input },
  );
  // An actor failure is reported by the status check with the step it happened on, not as an unhandled error.
  actor.subscribe({ error: () => {} });
  actor.start();
  const settle = (invokeId: string) => {
    const promise = running.get(invokeId);
    if (!promise) throw new Error(`invoked actor ${invokeId} is not running`);
    running.delete(invokeId);
    return promise;
  };
  try {
    await drivePath(spec, path, {
      execute: async (step) => {
        switch (step.kind) {
          case 'user': actor.send(step.event); break;
          case 'done': settle(step.invokeId).resolve(step.output); break;
          case 'error': settle(step.invokeId).reject(step.error); break;
          // The delayed event itself is delivered: advancing the simulated clock would also fire any shorter timer
          // pending in a parallel region, which the model's path does not contain. The clock stays simulated, so
          // no real timer ever fires during a path.
          case 'after': actor.send({ type: step.type }); break;
        }
        await settled();
      },
      check: (expected) => {
        const live = actor.getSnapshot();
        if (live.status === 'error') {
          throw new Error(`the actor failed: ${describeValue(live.error)}`, { cause: live.error });
        }
        deepStrictEqual(live.value, expected.value, 'state value differs from the model');
        deepStrictEqual(live.context, expected.context, 'context differs from the model');
        const children = Object.values(live.children as Readonly<Record<string, AnyActorRef | undefined>>)
          .filter((ref) => ref !== undefined);
        const tools: InvariantTools<AnyStateMachine> = {
          invoked: (src) => children.find((ref) => ref.src === src)?.getSnapshot() as { input: unknown } | undefined,
          running: () => children.map((ref) => String(ref.src)),
        };
        spec.invariant?.(live, tools);
        for (const leaf of leafKeys(live.value)) spec.invariants[leaf]?.(live, tools);
      },
    });
  } finally {
    actor.stop();
  }
}

// ——— Meta checks: they return failures instead of throwing, so a test can assert on them ———

function eventFailures(spec: AnyMachineSpec, catalog: Catalog): string[] {
  const failures: string[] = [];
  const events = spec.events as Readonly<Record<string, unknown>>;
  const actors = spec.actors as Readonly<Record<string, { done?: unknown; error?: unknown } | undefined>>;
  const excluded = spec.exclusions?.transitions ?? {};
  const srcOf = new Map(catalog.invokes.map(({ id, src }) => [id, src]));
  for (const [type, transitions] of catalog.accepted) {
    // Nothing needs to drive an event whose every transition is excluded with a reason.
    if (transitions.every((t) => catalog.transitions.get(t)! in excluded)) continue;
    if (type.startsWith(DONE) || type.startsWith(ERROR)) {
      const done = type.startsWith(DONE);
      const src = srcOf.get(type.slice((done ? DONE : ERROR).length));
      const outcome = done ? 'done' : 'error';
      if (src === undefined) failures.push(`event ${type}: no invoked actor has this id`);
      else if (!actors[src]?.[outcome]) failures.push(`event ${type}: no ${outcome} variants for actor "${src}"`);
    } else if (type.startsWith(AFTER)) {
      const delay = catalog.delays.get(type);
      if (delay?.ms === undefined) {
        failures.push(`event ${type}: delay "${delay?.written}" is not a fixed number of ms`);
      }
    } else if (type.startsWith('xstate.snapshot.')) {
      failures.push(`event ${type}: onSnapshot of invoked actors is not supported by the harness`);
    } else if (!type.startsWith(STATE_DONE) && !(type in events)) {
      failures.push(`event ${type}: no payload variants in the spec`);
    }
  }
  for (const type of Object.keys(events)) {
    if (!catalog.accepted.has(type)) failures.push(`event ${type}: has variants, but no state accepts it`);
  }
  const invokedSrcs = new Set(srcOf.values());
  for (const src of Object.keys(actors)) {
    if (!invokedSrcs.has(src)) failures.push(`actor ${src}: has variants, but no state invokes it`);
  }
  return failures;
}

function invariantFailures(spec: AnyMachineSpec, catalog: Catalog): string[] {
  const failures: string[] = [];
  for (const [key, node] of catalog.leaves) {
    if (!isTransient(node) && !(key in spec.invariants)) failures.push(`state ${key}: no invariant`);
  }
  for (const key of Object.keys(spec.invariants)) {
    if (!catalog.leaves.has(key)) failures.push(`invariant ${key}: no such leaf state`);
  }
  return failures;
}

function exclusionFailures(kind: 'state' | 'transition', reasons: Readonly<Record<string, string>>,
  all: ReadonlySet<string>, covered: ReadonlySet<string>): string[] {
  return Object.entries(reasons).flatMap(([key, reason]) => {
    if (!all.has(key)) return [`excluded ${kind} ${key}: does not exist`];
    if (!reason.trim()) return [`excluded ${kind} ${key}: needs a written reason`];
    if (covered.has(key)) return [`excluded ${kind} ${key}: is covered after all; drop the exclusion`];
    return [];
  });
}

export interface SpecFailures {
  /** An accepted event type (user, invoke done/error, after) that the spec gives no way to produce. */
  readonly events: readonly string[];
  /** A leaf state without an invariant, or an invariant for a state that does not exist. */
  readonly invariants: readonly string[];
  /** A state or transition no generated path reaches, or an exclusion that is stale or has no reason. */
  readonly coverage: readonly string[];
}

/** What makes a spec incomplete, by kind; all empty means the machine is fully covered. */
export function checkSpec(spec: AnyMachineSpec): SpecFailures {
  const { catalog, coverage, covered } = planOf(spec);
  const exclusions = spec.exclusions ?? {};
  return {
    events: eventFailures(spec, catalog),
    invariants: invariantFailures(spec, catalog),
    coverage: [
      ...exclusionFailures('state', exclusions.states ?? {}, new Set(catalog.leaves.keys()), covered.states),
      ...exclusionFailures('transition', exclusions.transitions ?? {}, new Set(catalog.transitions.values()),
        covered.transitions),
      ...coverage.states.missing.map((key) => `state ${key}: no generated path reaches it`),
      ...coverage.transitions.missing.map((key) => `transition ${key}: no generated path takes it`),
    ],
  };
}

/** Every registered machine needs a spec for that very machine, and every spec a registered machine. */
export function checkRegistry(
  registry: readonly RegisteredMachine[], specs: Readonly<Record<string, AnyMachineSpec>>,
): string[] {
  const failures = registry.flatMap(({ id, machine }) => {
    const spec = specs[id];
    if (!spec) return [`machine ${id}: registered, but has no spec (add tests/model/specs/${id}.spec.ts)`];
    return spec.machine === machine ? [] : [`machine ${id}: the spec is for another machine object`];
  });
  const registered = new Set(registry.map(({ id }) => id));
  const orphans = Object.keys(specs).filter((id) => !registered.has(id));
  return [...failures, ...orphans.map((id) => `spec ${id}: no such registered machine`)];
}
