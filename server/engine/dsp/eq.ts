/** Shelving equaliser: RBJ "Audio EQ Cookbook" biquads with shelf slope 1, run in double precision. */

export type ShelfKind = 'lowshelf' | 'highshelf';

export interface Shelf {
  kind: ShelfKind;
  frequencyHz: number;
  gainDb: number;
}

interface Biquad {
  b0: number; b1: number; b2: number; a1: number; a2: number;
}

function shelfCoefficients(shelf: Shelf, sampleRate: number): Biquad {
  const a = 10 ** (shelf.gainDb / 40);
  const w0 = (2 * Math.PI * Math.min(shelf.frequencyHz, sampleRate * 0.45)) / sampleRate;
  const cos = Math.cos(w0);
  const twoSqrtAAlpha = 2 * Math.sqrt(a) * (Math.sin(w0) / 2) * Math.SQRT2;
  const sign = shelf.kind === 'lowshelf' ? 1 : -1;
  const b0 = a * (a + 1 - sign * (a - 1) * cos + twoSqrtAAlpha);
  const b1 = sign * 2 * a * (a - 1 - sign * (a + 1) * cos);
  const b2 = a * (a + 1 - sign * (a - 1) * cos - twoSqrtAAlpha);
  const a0 = a + 1 + sign * (a - 1) * cos + twoSqrtAAlpha;
  const a1 = -sign * 2 * (a - 1 + sign * (a + 1) * cos);
  const a2 = a + 1 + sign * (a - 1) * cos - twoSqrtAAlpha;
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

/** Applies the shelves in series to a copy of `samples`; shelves with no gain are skipped. */
export function applyShelves(samples: Float32Array, sampleRate: number, shelves: readonly Shelf[]): Float32Array {
  const active = shelves.filter((shelf) => Math.abs(shelf.gainDb) > 1e-3);
  if (active.length === 0) return samples;
  const out = Float32Array.from(samples);
  for (const shelf of active) {
    const { b0, b1, b2, a1, a2 } = shelfCoefficients(shelf, sampleRate);
    let z1 = 0;
    let z2 = 0;
    for (let i = 0; i < out.length; i++) {
      const x = out[i]!;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      out[i] = y;
    }
  }
  return out;
}
