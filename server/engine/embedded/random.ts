/** Seeded randomness for prosody: the same seed and sentence index always draw the same numbers (never Math.random). */

/** Mixes the request seed with a stream index (murmur3 finaliser) so neighbouring sentences get unrelated streams. */
export function streamSeed(seed: number, index: number): number {
  let h = (Math.trunc(seed) >>> 0) ^ Math.imul(index + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: uniform numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Triangular numbers in (−1, 1): small offsets are likelier than extreme ones, as in natural variation. */
export const triangular = (uniform: () => number): number => uniform() + uniform() - 1;
