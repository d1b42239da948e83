import { bytesLEToInt16, int16ToFloat } from './dsp/pcm';
import { offsetAlignment } from './embedded/alignment';
import { LANGUAGES } from './languages';
import type { CharacterAlignment, PcmChunk, SpeechEngine, SynthesisRequest } from './types';

export interface UpstreamConfig {
  /** Base address of an ElevenLabs-compatible API, e.g. https://api.elevenlabs.io or another Timbre. */
  url: string;
  apiKey: string;
}

/** The upstream answered with an error: its status and, when it sent one in the public shape, its code and message. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Raw 16-bit PCM keeps decoding trivial and loses nothing; the route encodes it to the caller's format. */
const UPSTREAM_FORMAT = 'pcm_24000';
const UPSTREAM_SAMPLE_RATE = 24_000;

/**
 * A SpeechEngine that forwards to another ElevenLabs-compatible API through its streaming-with-timestamps route,
 * so audio and alignment arrive chunk by chunk and the caller's stream can start before the upstream finishes.
 * The upstream validates the request and charges its own account; its errors surface as `UpstreamError`.
 */
export function createUpstreamEngine(config: UpstreamConfig): SpeechEngine {
  return {
    name: 'upstream',
    capabilities: {
      languages: LANGUAGES.map((language) => language.id),
      outputFormats: [UPSTREAM_FORMAT],
      streaming: true,
      timestamps: true,
      cloning: false,
      conversion: false,
    },
    synthesize: (request) => forward(config, request),
  };
}

async function* forward(config: UpstreamConfig, request: SynthesisRequest): AsyncGenerator<PcmChunk> {
  const voiceId = encodeURIComponent(request.voice.upstreamVoiceId ?? request.voice.voiceId);
  const url = new URL(`v1/text-to-speech/${voiceId}/stream/with-timestamps`, withTrailingSlash(config.url));
  url.searchParams.set('output_format', UPSTREAM_FORMAT);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'xi-api-key': config.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      text: request.text,
      model_id: request.modelId,
      voice_settings: request.settings,
      seed: request.seed,
      ...(request.languageCode ? { language_code: request.languageCode } : {}),
    }),
    signal: request.signal,
  });
  if (!response.ok || !response.body) throw await upstreamError(response);

  // Upstream times run from the start of the whole audio; a PcmChunk's run from the start of the chunk.
  let secondsBefore = 0;
  let oddByte: number | null = null;
  for await (const line of lines(response.body)) {
    const chunk = JSON.parse(line) as { audio_base64?: string; alignment?: CharacterAlignment | null };
    let bytes = new Uint8Array(Buffer.from(chunk.audio_base64 ?? '', 'base64'));
    // A chunk boundary may split a sample; the spare byte joins the next chunk.
    if (oddByte !== null) bytes = new Uint8Array([oddByte, ...bytes]);
    oddByte = bytes.length % 2 === 1 ? bytes[bytes.length - 1]! : null;
    const samples = int16ToFloat(bytesLEToInt16(bytes));
    const alignment = chunk.alignment ?? { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };
    yield { samples, sampleRate: UPSTREAM_SAMPLE_RATE, alignment: offsetAlignment(alignment, -secondsBefore) };
    secondsBefore += samples.length / UPSTREAM_SAMPLE_RATE;
  }
}

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

async function upstreamError(response: Response): Promise<UpstreamError> {
  const text = await response.text().catch(() => '');
  let detail: unknown;
  try {
    detail = (JSON.parse(text) as { detail?: unknown }).detail;
  } catch {
    detail = undefined;
  }
  if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
    const { status, message } = detail as { status?: unknown; message?: unknown };
    return new UpstreamError(response.status, String(status ?? 'upstream_error'), String(message ?? text));
  }
  if (Array.isArray(detail)) {
    const issues = detail as Array<{ msg?: unknown }>;
    return new UpstreamError(response.status, 'validation_error', issues.map((issue) => String(issue.msg)).join('; '));
  }
  return new UpstreamError(response.status, 'upstream_error', text.slice(0, 300) || response.statusText);
}

/** The lines of a newline-delimited JSON body, as they arrive. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line !== '') yield line;
    }
  }
  const rest = (buffered + decoder.decode()).trim();
  if (rest !== '') yield rest;
}
