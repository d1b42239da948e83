import { assign, fromPromise, setup } from 'xstate';
import {
  RECORDER_COUNTDOWN_SECONDS, RECORDER_MESSAGES, RECORDER_PERMISSION_SPINNER_MS, RECORDER_STOP_EARLY_MS,
  RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS,
} from '../domain';

/** A finished recording: the services keep the audio by id (flows and traces carry only the id). */
export interface RecordedSample {
  sampleId: string;
  durationMs: number;
}

export type RecorderEvent =
  | { type: 'recorder.open' }
  | { type: 'recorder.start' }
  | { type: 'recorder.stop' }
  /** Ends the take at any point without keeping it; the microphone is released. */
  | { type: 'recorder.cancel' }
  | { type: 'recorder.close' };

export interface RecorderContext {
  /** Whole seconds counted down before recording begins. */
  countdown: number;
  /** Whole seconds recorded so far. */
  elapsed: number;
  sample: RecordedSample | null;
  error: string | null;
}

/** The browser refuses the microphone with these DOMException names (permission prompt denied or blocked). */
const DENIED_ERRORS = ['NotAllowedError', 'SecurityError', 'PermissionDeniedError'];

/**
 * The audio recorder (workspace-shell §4.15, §5.6): ask for the microphone (a spinner only after 500 ms), count
 * down, record with the elapsed time, stop on request or by itself 0.5 s before the maximum, and keep the take
 * unless it is shorter than the minimum. Cancel works at any point and releases the microphone. The microphone
 * and MediaRecorder work is the services' (openMicrophone, startCapture, finishCapture, releaseMicrophone); the
 * host learns of a kept take through sampleRecorded.
 */
export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
  },
  actors: {
    openMicrophone: fromPromise<void>(async () => {
      throw new Error('openMicrophone not provided');
    }),
    finishCapture: fromPromise<RecordedSample>(async () => {
      throw new Error('finishCapture not provided');
    }),
  },
  actions: {
    // Supplied with .provide(): the services start the recorder on the open microphone and release it.
    startCapture: () => {},
    releaseMicrophone: () => {},
    sampleRecorded: (_, _sample: RecordedSample) => {},
    beginTake: assign({ countdown: RECORDER_COUNTDOWN_SECONDS, elapsed: 0, sample: null, error: null }),
    countDown: assign(({ context }) => ({ countdown: context.countdown - 1 })),
    countSecond: assign(({ context }) => ({ elapsed: context.elapsed + 1 })),
    keepSample: assign((_, sample: RecordedSample) => ({ sample, elapsed: 0 })),
    rejectShort: assign({ elapsed: 0, error: RECORDER_MESSAGES.tooShort(RECORDING_MIN_SECONDS) }),
    rememberFailure: assign((_, error: string) => ({ error, elapsed: 0 })),
    resetTake: assign({ countdown: RECORDER_COUNTDOWN_SECONDS, elapsed: 0, error: null }),
  },
  guards: {
    countingDown: ({ context }) => context.countdown > 1,
    // Bounds the count: the recording stops by itself before the maximum.
    underMax: ({ context }) => context.elapsed + 1 < RECORDING_MAX_SECONDS,
    tooShort: (_, sample: RecordedSample) => sample.durationMs < RECORDING_MIN_SECONDS * 1000,
    microphoneDenied: (_, error: unknown) => DENIED_ERRORS.includes((error as { name?: string } | null)?.name ?? ''),
  },
  delays: {
    permissionSpinner: RECORDER_PERMISSION_SPINNER_MS,
    second: 1000,
    maxDuration: RECORDING_MAX_SECONDS * 1000 - RECORDER_STOP_EARLY_MS,
  },
}).createMachine({
  id: 'recorder',
  context: { countdown: RECORDER_COUNTDOWN_SECONDS, elapsed: 0, sample: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'recorder.open': { target: 'open', actions: 'resetTake' } },
    },
    open: {
      initial: 'idle',
      on: { 'recorder.close': '#recorder.closed' },
      states: {
        idle: {
          on: { 'recorder.start': { target: 'capturing', actions: 'beginTake' } },
        },
        capturing: {
          initial: 'requesting',
          exit: 'releaseMicrophone',
          on: { 'recorder.cancel': { target: 'idle', actions: 'resetTake' } },
          states: {
            requesting: {
              initial: 'quiet',
              invoke: {
                id: 'openMicrophone',
                src: 'openMicrophone',
                onDone: 'countdown',
                onError: [
                  { guard: { type: 'microphoneDenied', params: ({ event }: { event: { error: unknown } }) => event.error }, target: '#recorder.open.denied' },
                  {
                    target: '#recorder.open.failed',
                    actions: { type: 'rememberFailure', params: RECORDER_MESSAGES.failed },
                  },
                ],
              },
              states: {
                quiet: { after: { permissionSpinner: 'slow' } },
                /** Still waiting for the browser's answer: the view shows a spinner. */
                slow: {},
              },
            },
            countdown: {
              after: {
                second: [
                  { guard: 'countingDown', target: 'countdown', reenter: true, actions: 'countDown' },
                  { target: 'recording' },
                ],
              },
            },
            recording: {
              entry: 'startCapture',
              initial: 'ticking',
              after: { maxDuration: 'finishing' },
              on: { 'recorder.stop': 'finishing' },
              states: {
                ticking: {
                  after: { second: { guard: 'underMax', target: 'ticking', reenter: true, actions: 'countSecond' } },
                },
              },
            },
            finishing: {
              invoke: {
                src: 'finishCapture',
                onDone: [
                  {
                    guard: { type: 'tooShort', params: ({ event }) => event.output },
                    target: '#recorder.open.idle',
                    actions: 'rejectShort',
                  },
                  {
                    target: '#recorder.open.recorded',
                    actions: { type: 'keepSample', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: '#recorder.open.failed',
                  actions: { type: 'rememberFailure', params: RECORDER_MESSAGES.failed },
                },
              },
            },
          },
        },
        recorded: {
          entry: { type: 'sampleRecorded', params: ({ context }) => context.sample! },
          on: { 'recorder.start': { target: 'capturing', actions: 'beginTake' } },
        },
        denied: {
          entry: assign({ error: RECORDER_MESSAGES.microphoneDenied, elapsed: 0 }),
          on: { 'recorder.start': { target: 'capturing', actions: 'beginTake' } },
        },
        failed: {
          on: { 'recorder.start': { target: 'capturing', actions: 'beginTake' } },
        },
      },
    },
  },
});
