import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FLOW_CHANNEL } from '../flows/runtime';
import { flowRuntime, FLOW_ROLL_CALL, onLocalFlowBroadcast } from '../flows/browserRuntime';
import { activeStateIds, describeEvent, layoutMachine, takenEdges, type DiagramModel } from '../flows/layout';
import { flowViewerMachine, type FlowViewerContext } from '../machines/flowViewer.machine';
import { findMachine, MACHINE_REGISTRY, type RegisteredMachine } from '../machines/registry';
import { createFlowBroadcastsActor } from '../services/flowBroadcasts';
import { createExportTraceActor, createReadTraceActor, holdTraceFile } from '../services/traceFiles';
import { FlowDiagram } from '../ui/flows/FlowDiagram';
import { FlowsView, type DiagramStatus } from '../ui/flows/FlowsView';
import type { SessionItem } from '../ui/flows/LivePanel';
import type { ReplayInfo } from '../ui/flows/ReplayPanel';
import type { TimelineRow } from '../ui/flows/Timeline';
import { useFlow } from './useFlow';

const liveFlowViewer = flowViewerMachine.provide({
  actors: {
    flowBroadcasts: createFlowBroadcastsActor({
      runtime: flowRuntime,
      registry: MACHINE_REGISTRY,
      onLocal: onLocalFlowBroadcast,
      openChannel: () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOW_CHANNEL)),
      rollCall: FLOW_ROLL_CALL,
    }),
    readTrace: createReadTraceActor(MACHINE_REGISTRY),
    exportTrace: createExportTraceActor(flowRuntime),
  },
});

// Laid out once per machine and page load: machines do not change while the app runs.
const diagrams = new Map<string, Promise<DiagramModel>>();
function diagramOf(entry: RegisteredMachine): Promise<DiagramModel> {
  let diagram = diagrams.get(entry.id);
  if (!diagram) diagrams.set(entry.id, diagram = layoutMachine(entry.machine));
  return diagram;
}

/** Registry titles read "Name: what it covers". */
const nameOf = (entry: RegisteredMachine | undefined, fallback: string) =>
  entry?.title.split(':')[0]?.trim() ?? fallback;
const summaryOf = (entry: RegisteredMachine) => entry.title.split(':').slice(1).join(':').trim();

/** A state value as a sentence-sized string: `signedIn (account.idle, permissions.loaded)`. */
function formatState(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value).map(([key, inner]) => {
    if (typeof inner === 'string') return `${key}.${inner}`;
    const nested = inner && typeof inner === 'object' && Object.keys(inner).length > 0;
    return nested ? `${key} (${formatState(inner)})` : key;
  }).join(', ');
}

const timeOfDay = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour12: false });
/** Events a few milliseconds apart are still told apart. */
const clock = (at: number) => `${timeOfDay(at)}.${String(new Date(at).getMilliseconds()).padStart(3, '0')}`;
const dateTime = (at: number) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** What the diagram lights up: the current state value, and the event that led there (from the previous value). */
interface Highlight {
  value: unknown;
  last: { eventType: string; from: unknown } | null;
}

/**
 * The machine's laid-out diagram once ready. Deliberately not `use()` + Suspense: suspending inside the router's
 * navigation transition discards the whole first render, and with it the viewer actor useFlow just started.
 */
function useDiagram(entry: RegisteredMachine): DiagramModel | null {
  const [ready, setReady] = useState<DiagramModel | null>(null);
  useEffect(() => {
    let current = true;
    void diagramOf(entry).then((model) => current && setReady(model));
    return () => {
      current = false;
    };
  }, [entry]);
  return ready?.machineId === entry.id ? ready : null;
}

function replayOf(context: FlowViewerContext): { info: ReplayInfo; highlight: Highlight } | null {
  const trace = context.trace;
  if (!trace) return null;
  const entry = findMachine(trace.machineId);
  const valueAt = (step: number) => (step === 0 ? trace.initial.value : trace.steps[step - 1]?.value);
  const current = trace.steps[context.step - 1];
  const rows: TimelineRow[] = [
    { key: 'start', time: clock(trace.startedAt), event: 'start', state: formatState(trace.initial.value) },
    ...trace.steps.map((step, index) => ({
      key: `step-${index + 1}`,
      time: clock(step.at),
      event: entry ? describeEvent(entry.machine, step.eventType) : step.eventType,
      state: formatState(step.value),
    })),
  ];
  return {
    info: {
      fileName: trace.fileName,
      machineName: nameOf(entry, trace.machineId),
      sessionId: trace.sessionId,
      recordedAt: dateTime(trace.startedAt),
      matches: trace.matches,
      step: context.step,
      stepCount: trace.steps.length,
      rows,
      state: formatState(valueAt(context.step)),
      data: JSON.stringify(current ? current.context : trace.initial.context, null, 2),
    },
    highlight: {
      value: valueAt(context.step),
      last: current ? { eventType: current.eventType, from: valueAt(context.step - 1) } : null,
    },
  };
}

/** /flows: runs the flow viewer machine and turns its context into what the view shows. */
export function FlowsRoute() {
  const actor = useFlow(liveFlowViewer, { machineId: MACHINE_REGISTRY[0]!.id });
  const state = useSelector(actor, (snapshot) => snapshot);
  useEffect(() => actor.send({ type: 'feed.connect' }), [actor]);
  const { context } = state;
  const entry = findMachine(context.selectedMachineId) ?? MACHINE_REGISTRY[0]!;
  const replay = state.matches({ view: 'replaying' }) ? replayOf(context) : null;

  const registryOrder = (machineId: string) => MACHINE_REGISTRY.findIndex((registered) => registered.id === machineId);
  const sessions = [...context.sessions].sort((a, b) =>
    Number(b.origin === 'this-tab') - Number(a.origin === 'this-tab')
    || registryOrder(a.machineId) - registryOrder(b.machineId) || a.startedAt - b.startedAt);
  const selected = sessions.find((session) => session.sessionId === context.selectedSessionId) ?? null;
  const selectedEntry = selected && findMachine(selected.machineId);
  const last = selected?.timeline.at(-1);

  // The machine keeps the selected flow one of the shown machine's, so it is what the diagram lights up.
  const highlight: Highlight | null = replay?.highlight
    ?? (selected && { value: selected.value, last: last ? { eventType: last.eventType, from: last.from } : null });
  const model = useDiagram(entry);
  const taken = model && highlight?.last ? {
    edges: takenEdges(model, entry.machine, highlight.last.eventType, highlight.last.from, highlight.value),
    eventType: highlight.last.eventType,
  } : null;
  const diagramStatus: DiagramStatus = replay
    ? { kind: 'replay', text: `Replay · step ${replay.info.step} of ${replay.info.stepCount}` }
    : highlight
      ? { kind: 'live', text: `Live · ${selected?.origin === 'this-tab' ? 'this tab' : 'another tab'}` }
      : { kind: 'idle', text: 'Not running in this browser' };

  return (
    <FlowsView
      machines={MACHINE_REGISTRY.map((registered) => ({
        id: registered.id,
        version: registered.version,
        name: nameOf(registered, registered.id),
        summary: summaryOf(registered),
        liveCount: context.sessions.filter((session) => session.machineId === registered.id).length,
      }))}
      selectedMachineId={entry.id}
      diagram={model && (
        <FlowDiagram key={entry.id} model={model} taken={taken}
          active={highlight ? activeStateIds(entry.machine, highlight.value) : new Set()}
          label={`Diagram of the ${nameOf(entry, entry.id)} flow`} />
      )}
      diagramStatus={diagramStatus}
      readingTrace={state.matches({ view: 'readingTrace' })}
      onTraceFile={(file) => actor.send({ type: 'trace.load', fileId: holdTraceFile(file) })}
      sessions={sessions.map((session): SessionItem => ({
        sessionId: session.sessionId,
        machineName: nameOf(findMachine(session.machineId), session.machineId),
        origin: session.origin,
        startedAt: timeOfDay(session.startedAt),
        state: formatState(session.value),
        selected: session === selected,
      }))}
      timeline={(selected?.timeline ?? []).map((item) => ({
        key: String(item.seq),
        time: clock(item.at),
        event: selectedEntry ? describeEvent(selectedEntry.machine, item.eventType) : item.eventType,
        state: formatState(item.to),
      }))}
      replay={replay?.info ?? null}
      notice={context.notice}
      exporting={state.matches({ export: 'exporting' })}
      send={actor.send}
    />
  );
}
