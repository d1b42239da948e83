import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SynthesisPreset } from '../models';
import type { PcmChunk } from '../types';
import { warmUpPipeline } from './pipeline';
import type { FromWorker, ToWorker, WorkerRequest } from './workerProtocol';

/**
 * The synthesis threads. espeak-ng and the DSP block whichever thread runs them for 10-50 ms a sentence; on a
 * worker they no longer hold back HTTP, database work and encoding on the main thread, and the first sentence is
 * synthesised while the request's database statements run. At most two: each holds its own espeak-ng heap and
 * language detector (about 150 MB). By default a worker needs a core of its own beyond the main thread's and one
 * more: on 2 cores the worker shares them with HTTP and MP3 encoding, and `npm run bench -- ttsApi` measured no
 * gain worth its memory (first MP3 byte p50 32 ms with one worker against 33 ms without; a whole MP3 answer 164
 * against 183 ms; PCM the same within noise).
 */
export const POOL_SIZE = poolSize(process.env.TIMBRE_SYNTHESIS_THREADS);

/** TIMBRE_SYNTHESIS_THREADS: 0 synthesises on the calling thread (as before the pool), 1 or 2 workers. */
function poolSize(setting: string | undefined): number {
  const wanted = setting === undefined || setting === '' ? availableParallelism() - 2 : Number(setting);
  return Number.isInteger(wanted) ? Math.max(0, Math.min(2, wanted)) : 1;
}
/** Chunks a job may synthesise ahead of its reader: enough to hide the hop between threads, little memory. */
const CHUNKS_AHEAD = 2;

interface Listener {
  chunk(chunk: PcmChunk): void;
  done(): void;
  error(error: Error): void;
}

/**
 * One worker thread, started on first use and again after a crash. It is unref'd whenever no job waits on it, so
 * an idle engine never keeps a server, a test run or a benchmark from exiting.
 */
class SynthesisThread {
  private worker: Worker | undefined;
  private readonly listeners = new Map<number, Listener>();

  get load(): number {
    return this.listeners.size;
  }

  send(message: ToWorker, listener?: Listener): void {
    const worker = this.worker ?? this.spawn();
    if (listener) {
      this.listeners.set(message.job, listener);
      if (this.listeners.size === 1) worker.ref();
    }
    worker.postMessage(message);
  }

  /** Stops listening to a job (its reader left); the worker's last word on it is ignored. */
  forget(job: number): void {
    if (this.listeners.delete(job) && this.listeners.size === 0) this.worker?.unref();
  }

  private spawn(): Worker {
    // execArgv is cleared: the entry registers tsx itself, and the parent's flags (vitest's, tsx's) are not ours.
    const worker = new Worker(new URL('./synthesisWorker.mjs', import.meta.url), { execArgv: [] });
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(message));
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const listeners = [...this.listeners.values()];
      this.listeners.clear();
      for (const listener of listeners) listener.error(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the synthesis worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    const listener = this.listeners.get(message.job);
    if (!listener) return;
    if (message.type === 'chunk') {
      listener.chunk(message.chunk);
      return;
    }
    this.forget(message.job);
    if (message.type === 'done') listener.done();
    else listener.error(new Error(message.message));
  }
}

const threads = Array.from({ length: Math.max(1, POOL_SIZE) }, () => new SynthesisThread());
let lastJob = 0;

const leastBusy = () => threads.reduce((best, thread) => (thread.load < best.load ? thread : best));

/**
 * A job's chunks as an async iterator. The job starts at once (not on the first `next()`), so synthesis runs
 * while the caller does its own work; aborting `signal` or leaving the loop early cancels it in the worker.
 * After an abort, `next()` rejects with the signal's reason, as the in-thread pipeline did.
 */
class WorkerSpeech implements AsyncIterableIterator<PcmChunk> {
  private readonly job = ++lastJob;
  private readonly thread = leastBusy();
  private readonly ready: PcmChunk[] = [];
  private waiter: { resolve(result: IteratorResult<PcmChunk>): void; reject(error: unknown): void } | undefined;
  /** The worker is still working on this job (or holding it back for credit). */
  private live = false;
  private finished = false;
  private failure: { error: unknown } | undefined;

  constructor(request: WorkerRequest, signal: AbortSignal | undefined) {
    if (signal?.aborted) {
      this.failure = { error: signal.reason };
      return;
    }
    signal?.addEventListener('abort', () => this.stop({ error: signal.reason }), { once: true });
    this.live = true;
    this.thread.send({ type: 'start', job: this.job, request, credit: CHUNKS_AHEAD }, {
      chunk: (chunk) => {
        if (this.waiter) this.take(chunk, this.waiter.resolve);
        else this.ready.push(chunk);
      },
      done: () => {
        this.live = false;
        this.finished = true;
        this.settleWaiter();
      },
      error: (error) => {
        this.live = false;
        this.failure ??= { error };
        this.settleWaiter();
      },
    });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<PcmChunk>> {
    // A failure in the worker comes after the chunks made before it; an abort (stop) has already dropped those.
    const chunk = this.ready.shift();
    if (chunk) return new Promise((resolve) => this.take(chunk, resolve));
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  async return(): Promise<IteratorResult<PcmChunk>> {
    this.stop(undefined);
    return { value: undefined, done: true };
  }

  private take(chunk: PcmChunk, resolve: (result: IteratorResult<PcmChunk>) => void): void {
    this.waiter = undefined;
    if (this.live) this.thread.send({ type: 'pull', job: this.job });
    resolve({ value: chunk, done: false });
  }

  private settleWaiter(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    this.waiter = undefined;
    if (this.failure) waiter.reject(this.failure.error);
    else waiter.resolve({ value: undefined, done: true });
  }

  /** Cancels the job in the worker (unless it already ended) and ends reading, with `failure` if given. */
  private stop(failure: { error: unknown } | undefined): void {
    if (this.live) {
      this.live = false;
      this.thread.forget(this.job);
      this.thread.send({ type: 'cancel', job: this.job });
    }
    this.finished = true;
    this.ready.length = 0;
    if (failure) this.failure ??= failure;
    this.settleWaiter();
  }
}

/** Synthesises `request` on a worker thread, starting now; see WorkerSpeech. */
export function synthesizeOnWorker(request: WorkerRequest, signal?: AbortSignal): AsyncIterableIterator<PcmChunk> {
  return new WorkerSpeech(request, signal);
}

/**
 * Starts every worker and warms it up (espeak-ng voices, language detector, one full request through the
 * pipeline), so no request pays for module start-up or JIT compilation; without workers, warms this thread.
 */
export async function warmUpWorkers(
  voices: readonly string[], request: WorkerRequest, preset: SynthesisPreset,
): Promise<void> {
  if (POOL_SIZE === 0) {
    await warmUpPipeline(voices, request, preset);
    return;
  }
  await Promise.all(threads.map((thread) => new Promise<void>((resolve, reject) => {
    thread.send({ type: 'warmUp', job: ++lastJob, voices, request },
      { chunk: () => undefined, done: resolve, error: reject });
  })));
}
