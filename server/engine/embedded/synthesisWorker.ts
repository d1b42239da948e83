/**
 * The synthesis worker thread: runs the pipeline (espeak-ng and the DSP) for the jobs the main thread sends, and
 * posts their chunks back with the sample buffers transferred, not copied. Jobs share the thread; espeak-ng's own
 * queue interleaves their sentences.
 */
import { parentPort } from 'node:worker_threads';
import { requireTextToSpeechModel } from '../models';
import { checkRequestedLanguage } from './language';
import { synthesizeChunks, warmUpPipeline } from './pipeline';
import type { FromWorker, ToWorker, WorkerRequest } from './workerProtocol';

const port = parentPort;
if (!port) throw new Error('synthesisWorker.ts runs only as a worker thread');

interface Job {
  aborter: AbortController;
  credit: number;
  /** Resolves a producer waiting for credit. */
  wake?: () => void;
}

const jobs = new Map<number, Job>();
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function run(id: number, job: Job, request: WorkerRequest): Promise<void> {
  const preset = requireTextToSpeechModel(request.modelId).preset;
  const chunks = synthesizeChunks({ ...request, signal: job.aborter.signal }, preset,
    checkRequestedLanguage(request.languageCode, preset));
  for await (const chunk of chunks) {
    job.credit--;
    post({ type: 'chunk', job: id, chunk }, [chunk.samples.buffer as ArrayBuffer]);
    while (job.credit <= 0 && !job.aborter.signal.aborted) await new Promise<void>((resolve) => { job.wake = resolve; });
  }
}

function settle(id: number, work: Promise<void>): void {
  work.then(
    () => post({ type: 'done', job: id }),
    (error: unknown) => post({ type: 'error', job: id, message: error instanceof Error ? error.message : String(error) }),
  ).finally(() => jobs.delete(id));
}

function release(job: Job | undefined): void {
  const wake = job?.wake;
  if (!job || !wake) return;
  job.wake = undefined;
  wake();
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'start': {
      const job: Job = { aborter: new AbortController(), credit: message.credit };
      jobs.set(message.job, job);
      settle(message.job, run(message.job, job, message.request));
      return;
    }
    case 'pull': {
      const job = jobs.get(message.job);
      if (job) job.credit++;
      release(job);
      return;
    }
    case 'cancel': {
      const job = jobs.get(message.job);
      job?.aborter.abort();
      release(job);
      return;
    }
    case 'warmUp': {
      const { request } = message;
      settle(message.job, warmUpPipeline(message.voices, request, requireTextToSpeechModel(request.modelId).preset));
      return;
    }
  }
});
