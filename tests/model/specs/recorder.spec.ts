import fc from 'fast-check';
import { expect } from 'vitest';
import {
  RECORDER_COUNTDOWN_SECONDS, RECORDER_MESSAGES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS,
} from '../../../src/domain';
import { recorderMachine, type RecordedSample } from '../../../src/machines/recorder.machine';
import { defineSpec, noPayload, variants } from '../harness';

/** A take long enough to keep, and one a few milliseconds short of the minimum. */
const KEPT: RecordedSample = { sampleId: 'sample-1', durationMs: RECORDING_MIN_SECONDS * 1000 + 1200 };
const SHORT: RecordedSample = { sampleId: 'sample-2', durationMs: RECORDING_MIN_SECONDS * 1000 - 5 };

const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
const noDevice = Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' });

export const recorderSpec = defineSpec({
  machine: recorderMachine,
  events: {
    'recorder.open': noPayload,
    'recorder.start': noPayload,
    'recorder.stop': noPayload,
    'recorder.cancel': noPayload,
    'recorder.close': noPayload,
  },
  actors: {
    openMicrophone: {
      done: variants(fc.constant(undefined)),
      error: variants(fc.constantFrom(denied, noDevice), 2, (error) => error.name),
    },
    finishCapture: {
      done: variants(fc.constantFrom(KEPT, SHORT), 2, (sample) => `${sample.durationMs} ms`),
      error: variants(fc.constant(new Error('decode failed'))),
    },
  },
  invariant: ({ context }) => {
    expect(context.elapsed).toBeGreaterThanOrEqual(0);
    expect(context.elapsed).toBeLessThan(RECORDING_MAX_SECONDS);
    expect(context.countdown).toBeGreaterThanOrEqual(1);
    expect(context.countdown).toBeLessThanOrEqual(RECORDER_COUNTDOWN_SECONDS);
  },
  invariants: {
    closed: (_, { running }) => expect(running()).toEqual([]),
    // Idle says why the last take was not kept, if it was too short; nothing else.
    'open.idle': ({ context }, { running }) => {
      expect(running()).toEqual([]);
      if (context.error !== null) expect(context.error).toBe(RECORDER_MESSAGES.tooShort(RECORDING_MIN_SECONDS));
    },
    'open.capturing.requesting.quiet': ({ context }, { running }) => {
      expect(running()).toEqual(['openMicrophone']);
      expect(context.error).toBeNull();
    },
    'open.capturing.requesting.slow': (_, { running }) => expect(running()).toEqual(['openMicrophone']),
    'open.capturing.countdown': ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.elapsed).toBe(0);
    },
    'open.capturing.recording.ticking': ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.sample).toBeNull();
    },
    'open.capturing.finishing': (_, { running }) => expect(running()).toEqual(['finishCapture']),
    // Only a take of at least the minimum is kept.
    'open.recorded': ({ context }) => {
      expect(context.sample).toEqual(KEPT);
      expect(context.error).toBeNull();
    },
    'open.denied': ({ context }) => expect(context.error).toBe(RECORDER_MESSAGES.microphoneDenied),
    'open.failed': ({ context }) => expect(context.error).toBe(RECORDER_MESSAGES.failed),
  },
});
