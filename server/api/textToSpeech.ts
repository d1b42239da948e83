import { Hono, type Context } from 'hono';
import type { TimestampedAudioChunk } from '../../src/domain';
import type { AppEnv } from '../context';
import { speechError, SpeechRecording, startSpeech, type SpeechJob, type SpeechPart } from '../speech/synthesis';
import { binary } from './binary';

/**
 * POST /v1/text-to-speech/{voice_id} and its /stream, /with-timestamps and /stream/with-timestamps forms
 * (api-contract §6). All four share one pipeline (speech/synthesis.ts); they differ only in how parts are sent.
 */

const latencyHeader = (job: SpeechJob) => ({ 'Tts-Latency-Ms': String(Math.round(performance.now() - job.startedAt)) });

/** Drains the whole synthesis; on failure the job is refunded and the error reported in the API's shape. */
async function recordAll(job: SpeechJob): Promise<SpeechRecording> {
  const recording = new SpeechRecording();
  try {
    for await (const part of job.parts) recording.add(part);
  } catch (error) {
    await job.fail();
    throw speechError(error);
  }
  job.complete(recording);
  return recording;
}

const timestamped = (part: { audio: Uint8Array; alignment: SpeechPart['alignment'] }): TimestampedAudioChunk => ({
  audio_base64: Buffer.from(part.audio).toString('base64'),
  alignment: part.alignment,
  // The embedded engine reads the text as written, so normalised and original alignments are the same.
  normalized_alignment: part.alignment,
});

/**
 * Sends parts as they are made. The first part is awaited before the status is sent, so an error before any
 * audio is still a proper error response (and refunded); a failure after that cuts the connection rather than
 * ending the body cleanly, so the client cannot mistake truncated audio for a whole file.
 */
async function streamParts(c: Context<AppEnv>, job: SpeechJob, contentType: string,
  render: (part: SpeechPart) => Uint8Array | null): Promise<Response> {
  const recording = new SpeechRecording();
  let first: IteratorResult<SpeechPart>;
  try {
    first = await job.parts.next();
  } catch (error) {
    await job.fail();
    throw speechError(error);
  }
  const headers = { ...job.headers, ...latencyHeader(job), 'content-type': contentType };
  let pending: IteratorResult<SpeechPart> | null = first;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          // Encoding runs on this thread: let the bytes already handed to the socket go out before it resumes.
          if (!pending) await new Promise((resolve) => setImmediate(resolve));
          const next: IteratorResult<SpeechPart> = pending ?? await job.parts.next();
          pending = null;
          if (next.done) {
            controller.close();
            job.complete(recording);
            return;
          }
          recording.add(next.value);
          const bytes = render(next.value);
          if (bytes) {
            controller.enqueue(bytes);
            return;
          }
        }
      } catch (error) {
        await job.fail();
        controller.error(error);
      }
    },
    async cancel() {
      await job.abandon();
      await job.parts.return(undefined);
    },
  });
  return c.body(body, 200, headers);
}

const encoder = new TextEncoder();

export const textToSpeechRoutes = new Hono<AppEnv>()
  .post('/:voice_id', async (c) => {
    const job = await startSpeech(c, c.req.param('voice_id'));
    const recording = await recordAll(job);
    return c.body(binary(recording.audio()), 200, { ...job.headers, ...latencyHeader(job), 'content-type': job.format.contentType });
  })
  .post('/:voice_id/with-timestamps', async (c) => {
    const job = await startSpeech(c, c.req.param('voice_id'));
    const recording = await recordAll(job);
    return c.json(timestamped({ audio: recording.audio(), alignment: recording.alignment }), 200,
      { ...job.headers, ...latencyHeader(job) });
  })
  .post('/:voice_id/stream', async (c) => {
    const job = await startSpeech(c, c.req.param('voice_id'));
    return streamParts(c, job, job.format.contentType, (part) => (part.audio.length > 0 ? part.audio : null));
  })
  .post('/:voice_id/stream/with-timestamps', async (c) => {
    const job = await startSpeech(c, c.req.param('voice_id'));
    // One JSON object per line (api-contract §6), each with its part's audio and alignment.
    return streamParts(c, job, 'application/x-ndjson',
      (part) => encoder.encode(`${JSON.stringify(timestamped(part))}\n`));
  });
