/**
 * G.711 companding (ITU-T G.711), the telephony formats behind ulaw_8000 and alaw_8000: one byte per sample.
 * The decoders exist for uploads in these formats and for checking the encoders.
 */

const MULAW_BIAS = 0x84;
const MULAW_CLIP = 32635;

const highestBit = (value: number): number => 31 - Math.clz32(value);

export function encodeMuLaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let sample = samples[i]!;
    const sign = sample < 0 ? 0x80 : 0;
    if (sign) sample = -sample;
    sample = Math.min(sample, MULAW_CLIP) + MULAW_BIAS;
    const top = sample >> 7;
    const exponent = top === 0 ? 0 : highestBit(top);
    const mantissa = (sample >> (exponent + 3)) & 0x0f;
    out[i] = ~(sign | (exponent << 4) | mantissa) & 0xff;
  }
  return out;
}

export function decodeMuLaw(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const value = ~bytes[i]! & 0xff;
    const exponent = (value >> 4) & 0x07;
    const magnitude = ((((value & 0x0f) << 3) + MULAW_BIAS) << exponent) - MULAW_BIAS;
    out[i] = value & 0x80 ? -magnitude : magnitude;
  }
  return out;
}

export function encodeALaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let value = samples[i]! >> 3;
    let mask = 0xd5;
    if (value < 0) {
      mask = 0x55;
      value = -value - 1;
    }
    const segment = value < 32 ? 0 : highestBit(value) - 4;
    const mantissa = (segment < 2 ? value >> 1 : value >> segment) & 0x0f;
    out[i] = ((segment << 4) | mantissa) ^ mask;
  }
  return out;
}

export function decodeALaw(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const value = bytes[i]! ^ 0x55;
    const segment = (value & 0x70) >> 4;
    let magnitude = (value & 0x0f) << 4;
    if (segment === 0) magnitude += 8;
    else magnitude = (magnitude + 0x108) << (segment - 1);
    out[i] = value & 0x80 ? magnitude : -magnitude;
  }
  return out;
}
