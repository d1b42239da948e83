import { TIERS, type TierId } from '../../src/domain/tiers';
import { createResampler } from './dsp/resample';
import { encodeALaw, encodeMuLaw } from './dsp/g711';
import { openMp3Stream } from './dsp/mp3';
import { OPUS_SAMPLE_RATE, openOpusStream } from './dsp/opus';
import { concatBytes, floatToInt16, int16ToBytesLE, NO_BYTES } from './dsp/pcm';
import { UnsupportedOutputFormatError } from './errors';

/** output_format (api-contract §1.1): `codec_samplerate[_bitrate]`; every value of the contract is produced. */
export type Codec = 'mp3' | 'opus' | 'pcm' | 'wav' | 'ulaw' | 'alaw';

export interface OutputFormat {
  id: string;
  codec: Codec;
  sampleRate: number;
  /** MP3 and Opus. */
  bitrateKbps?: number;
  contentType: string;
  fileExtension: string;
}

const CONTENT: Record<Codec, { contentType: string; fileExtension: string }> = {
  mp3: { contentType: 'audio/mpeg', fileExtension: 'mp3' },
  // Ogg Opus (RFC 7845): the container's media type, and the extension the RFC recommends.
  opus: { contentType: 'audio/ogg', fileExtension: 'opus' },
  pcm: { contentType: 'audio/pcm', fileExtension: 'pcm' },
  wav: { contentType: 'audio/wav', fileExtension: 'wav' },
  ulaw: { contentType: 'audio/basic', fileExtension: 'ulaw' },
  alaw: { contentType: 'audio/x-alaw-basic', fileExtension: 'alaw' },
};

const PCM_RATES = [8000, 16000, 22050, 24000, 32000, 44100, 48000];
const OPUS_BITRATES = [32, 64, 96, 128, 192];
const MP3_VARIANTS: ReadonlyArray<readonly [number, number]> = [
  [22050, 32], [24000, 48], [44100, 32], [44100, 64], [44100, 96], [44100, 128], [44100, 192],
];

function define(codec: Codec, sampleRate: number, bitrateKbps?: number): OutputFormat {
  const id = bitrateKbps === undefined ? `${codec}_${sampleRate}` : `${codec}_${sampleRate}_${bitrateKbps}`;
  return { id, codec, sampleRate, ...(bitrateKbps === undefined ? {} : { bitrateKbps }), ...CONTENT[codec] };
}

const FORMATS: readonly OutputFormat[] = [
  ...MP3_VARIANTS.map(([rate, kbps]) => define('mp3', rate, kbps)),
  ...OPUS_BITRATES.map((kbps) => define('opus', OPUS_SAMPLE_RATE, kbps)),
  ...PCM_RATES.map((rate) => define('pcm', rate)),
  ...PCM_RATES.map((rate) => define('wav', rate)),
  define('ulaw', 8000),
  define('alaw', 8000),
];

const BY_ID = new Map(FORMATS.map((format) => [format.id, format]));

export const SUPPORTED_OUTPUT_FORMATS: readonly string[] = FORMATS.map((format) => format.id);
export const DEFAULT_OUTPUT_FORMAT = 'mp3_44100_128';
/** Voice design previews default to the higher bitrate (api-contract §1.1). */
export const DEFAULT_DESIGN_OUTPUT_FORMAT = 'mp3_44100_192';

/** Parses `output_format`; a missing value means the default, anything unknown throws the typed 4xx error. */
export function parseOutputFormat(value: string | null | undefined, fallback = DEFAULT_OUTPUT_FORMAT): OutputFormat {
  const id = value === null || value === undefined || value === '' ? fallback : value;
  const format = BY_ID.get(id);
  if (!format) throw new UnsupportedOutputFormatError(id, SUPPORTED_OUTPUT_FORMATS);
  return format;
}

const CREATOR_RANK = TIERS.creator.rank;
const PRO_RANK = TIERS.pro.rank;

/**
 * Tier rules (api-contract §1.1): 192 kbps MP3 needs Creator or above; 44.1 kHz PCM needs Pro or above. The Pro
 * rule is applied to every uncompressed format at 44.1 kHz or more (pcm/wav 44100 and 48000), since they carry
 * the same or more data than pcm_44100.
 */
export function formatAllowedForTier(format: OutputFormat | string, tier: TierId): boolean {
  const parsed = typeof format === 'string' ? parseOutputFormat(format) : format;
  const rank = TIERS[tier].rank;
  if (parsed.codec === 'mp3' && (parsed.bitrateKbps ?? 0) >= 192) return rank >= CREATOR_RANK;
  if ((parsed.codec === 'pcm' || parsed.codec === 'wav') && parsed.sampleRate >= 44100) return rank >= PRO_RANK;
  return true;
}

/**
 * A streaming encoder: push mono float PCM as it is synthesised, send whatever bytes come back, then send `end()`.
 * A WAV header carries the data length, which a stream does not know when it starts: the first bytes carry the
 * streaming sizes (the largest a RIFF file can say, as players expect of a live WAV), and `completeWav` writes
 * the real ones into a whole file (history, non-streamed answers).
 */
export interface AudioEncoder {
  readonly format: OutputFormat;
  push(samples: Float32Array): Uint8Array;
  end(): Uint8Array;
}

/**
 * Creates an encoder for `format`. Input arrives at `inputSampleRate` (by default the format's own rate) and is
 * resampled with the speex resampler when the rates differ.
 */
export async function createEncoder(format: OutputFormat, inputSampleRate = format.sampleRate): Promise<AudioEncoder> {
  const resampler = await createResampler(inputSampleRate, format.sampleRate);
  const sink = await createSink(format);
  let ended = false;
  return {
    format,
    push(samples) {
      if (ended) throw new Error('encoder already ended');
      return sink.write(resampler.process(samples));
    },
    end() {
      if (ended) return NO_BYTES;
      ended = true;
      const tail = sink.write(resampler.flush());
      return concatBytes([tail, sink.close()]);
    },
  };
}

interface Sink {
  write(samples: Float32Array): Uint8Array;
  close(): Uint8Array;
}

/** A codec that takes 16-bit samples and keeps no state between calls. */
const int16Sink = (encode: (samples: Int16Array) => Uint8Array): Sink =>
  ({ write: (samples) => encode(floatToInt16(samples)), close: () => NO_BYTES });

async function createSink(format: OutputFormat): Promise<Sink> {
  switch (format.codec) {
    case 'mp3':
      return openMp3Stream(format.sampleRate, format.bitrateKbps ?? 128);
    case 'opus':
      return openOpusStream(format.bitrateKbps ?? 64);
    case 'pcm':
      return int16Sink(int16ToBytesLE);
    case 'ulaw':
      return int16Sink(encodeMuLaw);
    case 'alaw':
      return int16Sink(encodeALaw);
    case 'wav':
      return wavSink(format.sampleRate);
  }
}

/** The data size a streamed WAV's header states: with the 36 header bytes after the RIFF size, 0xFFFFFFFF. */
const STREAMING_WAV_DATA_BYTES = 0xffffffff - 36;
const WAV_HEADER_BYTES = 44;

function wavSink(sampleRate: number): Sink {
  let started = false;
  const header = (dataBytes: number) => {
    started = true;
    return wavHeader(sampleRate, dataBytes);
  };
  return {
    write(samples) {
      const data = int16ToBytesLE(floatToInt16(samples));
      return started ? data : concatBytes([header(STREAMING_WAV_DATA_BYTES), data]);
    },
    // Nothing written at all: an empty file, whose sizes are known.
    close: () => (started ? NO_BYTES : header(0)),
  };
}

/** A whole WAV file that began as a stream gets its real sizes, in place; other audio is returned unchanged. */
export function completeWav(bytes: Uint8Array): Uint8Array {
  if (bytes.length < WAV_HEADER_BYTES) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isStreamedWav = view.getUint32(0, false) === 0x52494646 /* RIFF */
    && view.getUint32(40, true) === STREAMING_WAV_DATA_BYTES;
  if (!isStreamedWav) return bytes;
  const dataBytes = bytes.length - WAV_HEADER_BYTES;
  view.setUint32(4, 36 + dataBytes, true);
  view.setUint32(40, dataBytes, true);
  return bytes;
}

/** Canonical 44-byte RIFF/WAVE header for mono 16-bit PCM. */
export function wavHeader(sampleRate: number, dataBytes: number): Uint8Array {
  const header = new Uint8Array(44);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) header[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/** Encodes a complete signal in one call (previews, tests, non-streaming routes). */
export async function encodeAudio(
  samples: Float32Array, sampleRate: number, format: OutputFormat,
): Promise<Uint8Array> {
  const encoder = await createEncoder(format, sampleRate);
  return completeWav(concatBytes([encoder.push(samples), encoder.end()]));
}
