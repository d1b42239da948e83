import { allocFloats, loadSonic, readFloats } from './wasm';

export interface TempoPitch {
  /** Tempo factor: 1.2 plays 20 % faster, keeping the pitch. */
  speed: number;
  /** Pitch factor: 2 ** (semitones / 12). Sonic resamples, so formants move with it. */
  pitch: number;
}

/** Changes tempo and pitch of one mono block with sonic (Apache-2.0). Identity settings return the input. */
export async function changeTempoAndPitch(
  samples: Float32Array, sampleRate: number, change: TempoPitch,
): Promise<Float32Array> {
  if (change.speed === 1 && change.pitch === 1) return samples;
  const sonic = await loadSonic();
  const stream = sonic._sonicCreateStream(sampleRate, 1);
  const input = allocFloats(sonic, samples.length, samples);
  const capacity = Math.ceil((samples.length / change.speed) * 1.1) + 4096;
  const output = allocFloats(sonic, capacity);
  try {
    sonic._sonicSetSpeed(stream, change.speed);
    sonic._sonicSetPitch(stream, change.pitch);
    // Quality 1 uses the full pitch-period search: a little slower, fewer warbles on formant speech.
    sonic._sonicSetQuality(stream, 1);
    sonic._sonicWriteFloatToStream(stream, input, samples.length);
    sonic._sonicFlushStream(stream);
    const available = Math.min(sonic._sonicSamplesAvailable(stream), capacity);
    const read = sonic._sonicReadFloatFromStream(stream, output, available);
    return readFloats(sonic, output, read);
  } finally {
    sonic._free(input);
    sonic._free(output);
    sonic._sonicDestroyStream(stream);
  }
}
