import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import { lazy } from '../lazy';
import { NO_BYTES } from './pcm';

/**
 * MP3 through LAME compiled to WebAssembly (wasm-media-encoders). It replaced lamejs, LAME's JavaScript port:
 * measured on 11 s of speech at 44.1 kHz and 128 kbps, 78-97 ms against 270-350 ms, so MP3 answers are no longer
 * bound by their encoder. The output rate is set explicitly: left to itself LAME lowers it for low bitrates, and
 * mp3_44100_32 would then be a 22.05 kHz file.
 */

const loadModule = lazy(async () => {
  const path = createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3');
  return WebAssembly.compile(await readFile(path));
});

/**
 * Encoders are reused: an instance owns a 16 MB linear memory, and `configure` resets LAME completely (the same
 * input gives the same bytes on a fresh or a reused instance). A finished encoder is configured again for its last
 * format once its answer is out, since the next request most likely asks for the same one: that takes LAME's
 * start-up (about 1.4 ms) off the time to first audio. An encoder left unfinished (a client that went away) is
 * simply not returned, and the garbage collector takes it.
 */
interface IdleEncoder {
  encoder: WasmMediaEncoder<'audio/mpeg'>;
  config: Mp3Config;
}
const idle: IdleEncoder[] = [];
const MAX_IDLE = 4;

export interface Mp3Stream {
  /** Encoded bytes, owned by the caller. */
  write(samples: Float32Array): Uint8Array;
  /** The last frames; the encoder goes back to the pool. */
  close(): Uint8Array;
}

type Mp3Config = Parameters<WasmMediaEncoder<'audio/mpeg'>['configure']>[0];

const sameConfig = (a: Mp3Config, b: Mp3Config) =>
  a.sampleRate === b.sampleRate && a.bitrate === b.bitrate && a.outputSampleRate === b.outputSampleRate;

async function takeEncoder(config: Mp3Config): Promise<WasmMediaEncoder<'audio/mpeg'>> {
  const ready = idle.findIndex((entry) => sameConfig(entry.config, config));
  if (ready >= 0) return idle.splice(ready, 1)[0]!.encoder;
  const encoder = idle.pop()?.encoder ?? await createEncoder('audio/mpeg', await loadModule());
  encoder.configure(config);
  return encoder;
}

export async function openMp3Stream(sampleRate: number, bitrateKbps: number): Promise<Mp3Stream> {
  // The package's types list LAME's allowed values; formats.ts offers only those.
  const config = {
    sampleRate, channels: 1, bitrate: bitrateKbps, outputSampleRate: sampleRate,
  } as Mp3Config;
  const encoder = await takeEncoder(config);
  let open = true;
  return {
    // The encoder's answer is a view of its own memory, valid until its next call: it is copied out.
    write(samples) {
      if (!open) throw new Error('the MP3 stream is closed');
      return samples.length === 0 ? NO_BYTES : encoder.encode([samples]).slice();
    },
    close() {
      if (!open) return NO_BYTES;
      open = false;
      const tail = encoder.finalize().slice();
      setImmediate(() => {
        if (idle.length >= MAX_IDLE) return;
        encoder.configure(config);
        idle.push({ encoder, config });
      });
      return tail;
    },
  };
}
