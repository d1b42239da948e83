import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { FlowRuntime } from '../flows/runtime';
import { exportTrace, parseTrace, replayTrace, TraceError } from '../flows/trace';
import type { FlowViewerEvent, LoadedTrace } from '../machines/flowViewer.machine';
import type { RegisteredMachine } from '../machines/registry';

/** Parses and replays a trace file's text; every failure is a sentence a person can act on. */
export function loadTrace(fileName: string, text: string, registry: readonly RegisteredMachine[]): LoadedTrace {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TraceError(`${fileName} is not a JSON file, so it cannot be a Timbre trace.`);
  }
  const trace = parseTrace(json);
  const replay = replayTrace(trace, registry);
  return {
    fileName,
    machineId: trace.machine.id,
    version: trace.machine.version,
    sessionId: trace.sessionId,
    startedAt: trace.startedAt,
    initial: replay.initial,
    steps: replay.steps.map((step) => ({
      at: step.at, eventType: step.event.type, value: step.snapshot.value, context: step.snapshot.context,
    })),
    matches: replay.matches,
  };
}

/** Reads a chosen trace file and answers with `trace.loaded` or `trace.failed`. */
export function createReadTraceActor(registry: readonly RegisteredMachine[]) {
  return fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
    let stopped = false;
    const answer = (event: FlowViewerEvent) => {
      if (!stopped) sendBack(event);
    };
    input.file.text().then(
      (text) => answer({ type: 'trace.loaded', trace: loadTrace(input.file.name, text, registry) }),
      (error: unknown) => answer({
        type: 'trace.failed', message: `${input.file.name} could not be read (${String(error)}).`,
      }),
    ).catch((error: unknown) => answer({
      type: 'trace.failed',
      message: error instanceof TraceError ? error.message : `Replaying ${input.file.name} failed: ${String(error)}`,
    }));
    return () => {
      stopped = true;
    };
  });
}

/** Saves a running session of this tab as `<machine>-<session>.json` through the browser's download. */
export function createExportTraceActor(runtime: Pick<FlowRuntime, 'snapshotOf' | 'store'>) {
  return fromPromise<void, { sessionId: string }>(async ({ input }) => {
    const snapshot = await runtime.snapshotOf(input.sessionId);
    if (!snapshot) throw new Error('This flow is no longer running in this tab, so there is nothing left to export.');
    const trace = await exportTrace(runtime.store, input.sessionId, snapshot);
    const url = URL.createObjectURL(new Blob([JSON.stringify(trace, null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), {
      href: url, download: `${trace.machine.id}-${input.sessionId}.json`,
    });
    link.click();
    // Revoked later: revoking at once can cancel the download before the browser has read the blob.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
}
