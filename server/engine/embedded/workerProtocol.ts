import type { PcmChunk, SynthesisRequest } from '../types';

/** What crosses the thread boundary: a request without its AbortSignal (cancellation is a message of its own). */
export type WorkerRequest = Omit<SynthesisRequest, 'signal'>;

/**
 * Messages to the synthesis worker. A job produces at most `credit` chunks ahead of its reader; each `pull`
 * allows one more, so a slow reader holds back synthesis (and memory) instead of queuing a whole long text.
 */
export type ToWorker =
  | { type: 'start'; job: number; request: WorkerRequest; credit: number }
  | { type: 'pull'; job: number }
  | { type: 'cancel'; job: number }
  | { type: 'warmUp'; job: number; voices: readonly string[]; request: WorkerRequest };

export type FromWorker =
  | { type: 'chunk'; job: number; chunk: PcmChunk }
  | { type: 'done'; job: number }
  | { type: 'error'; job: number; message: string };
