/** Sample-format helpers shared by the engine, the encoders and the analysis code. */

export function int16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

/**
 * Rounds to the nearest step and clips; no dither, so the same input always gives the same bytes. The scale is the
 * inverse of int16ToFloat's, so 16-bit audio survives a round trip through float unchanged.
 */
export function floatToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.round(samples[i]! * 32768);
    out[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}

/** Little-endian bytes whatever the host's byte order, because the wire formats are defined as s16le. */
export function int16ToBytesLE(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  return out;
}

export function bytesLEToInt16(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(bytes.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/** No audio bytes: what an encoder returns when a call completes nothing (length 0, so safe to share). */
export const NO_BYTES = new Uint8Array(0);

export function concatFloat32(parts: readonly Float32Array[]): Float32Array {
  return concat(parts, (length) => new Float32Array(length));
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  return concat(parts, (length) => new Uint8Array(length));
}

function concat<T extends Float32Array | Uint8Array>(parts: readonly T[], create: (length: number) => T): T {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = create(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const dbToGain = (db: number): number => 10 ** (db / 20);
