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

// Files the user picked wait here until read: events and context carry only their id, so the flow log stays JSON.
const heldFiles = new Map<string, File>();
let heldCount = 0;

/** Keeps a picked trace file for the viewer flow and returns the id its `trace.load` event carries. */
export function holdTraceFile(file: File): string {
  const fileId = `trace-file-${heldCount++}`;
  heldFiles.set(fileId, file);
  return fileId;
}

/** Reads a held trace file and answers with `trace.loaded` or `trace.failed`. */
export function createReadTraceActor(registry: readonly RegisteredMachine[]) {
  return fromCallback<EventObject, { fileId: string }>(({ input, sendBack }) => {
    let stopped = false;
    const answer = (event: FlowViewerEvent) => {
      if (!stopped) sendBack(event);
    };
    const file = heldFiles.get(input.fileId);
    heldFiles.delete(input.fileId);
    if (!file) {
      answer({ type: 'trace.failed', message: 'The chosen file is no longer available; choose it again.' });
      return () => {};
    }
    file.text().then(
      (text) => answer({ type: 'trace.loaded', trace: loadTrace(file.name, text, registry) }),
      (error: unknown) => answer({
        type: 'trace.failed', message: `${file.name} could not be read (${String(error)}).`,
      }),
    ).catch((error: unknown) => answer({
      type: 'trace.failed',
      message: error instanceof TraceError ? error.message : `Replaying ${file.name} failed: ${String(error)}`,
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
