import { EMBEDDING_SIZE } from '../engine';

/**
 * Exact nearest-neighbour search over library embeddings, in memory: PGlite has no pgvector, and an exact scan of
 * 100k × 40 floats takes a few milliseconds. Vectors are stored unit-length, so cosine similarity is a dot product
 * and the distance the API speaks of is 1 − dot (0 = same direction, 2 = opposite).
 */

export interface Neighbour {
  voiceId: string;
  distance: number;
}

const INITIAL_CAPACITY = 1024;

export class VectorIndex {
  private ids: string[] = [];
  private readonly slots = new Map<string, number>();
  private vectors = new Float32Array(INITIAL_CAPACITY * EMBEDDING_SIZE);

  get size(): number {
    return this.ids.length;
  }

  /** Adds or replaces a voice's vector. A zero vector (silence) is kept as zero: it is near nothing. */
  upsert(voiceId: string, embedding: ArrayLike<number>): void {
    if (embedding.length !== EMBEDDING_SIZE) throw new Error(`embedding of ${voiceId} has ${embedding.length} values`);
    let slot = this.slots.get(voiceId);
    if (slot === undefined) {
      slot = this.ids.length;
      if ((slot + 1) * EMBEDDING_SIZE > this.vectors.length) {
        const grown = new Float32Array(this.vectors.length * 2);
        grown.set(this.vectors);
        this.vectors = grown;
      }
      this.ids.push(voiceId);
      this.slots.set(voiceId, slot);
    }
    this.vectors.set(normalised(embedding), slot * EMBEDDING_SIZE);
  }

  remove(voiceId: string): void {
    const slot = this.slots.get(voiceId);
    if (slot === undefined) return;
    // The last vector moves into the hole, so the scan stays over one dense block.
    const last = this.ids.length - 1;
    const lastId = this.ids[last]!;
    this.vectors.copyWithin(slot * EMBEDDING_SIZE, last * EMBEDDING_SIZE, (last + 1) * EMBEDDING_SIZE);
    this.ids[slot] = lastId;
    this.slots.set(lastId, slot);
    this.ids.pop();
    this.slots.delete(voiceId);
  }

  has(voiceId: string): boolean {
    return this.slots.has(voiceId);
  }

  /** The `topK` nearest voices within `maxDistance`, closest first (ties by id, so answers are stable). */
  nearest(query: ArrayLike<number>, topK: number, maxDistance: number, exclude?: string): Neighbour[] {
    const unit = normalised(query);
    const found: Neighbour[] = [];
    // The worst distance among the current best topK: a candidate above it cannot enter.
    let bound = maxDistance;
    const vectors = this.vectors;
    const whole = EMBEDDING_SIZE - (EMBEDDING_SIZE % 4);
    for (let slot = 0, offset = 0; slot < this.ids.length; slot++, offset += EMBEDDING_SIZE) {
      // Four independent sums: V8 keeps them in registers and overlaps the multiplies (about 1.6× the plain loop).
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      let i = 0;
      for (; i < whole; i += 4) {
        a += unit[i]! * vectors[offset + i]!;
        b += unit[i + 1]! * vectors[offset + i + 1]!;
        c += unit[i + 2]! * vectors[offset + i + 2]!;
        d += unit[i + 3]! * vectors[offset + i + 3]!;
      }
      for (; i < EMBEDDING_SIZE; i++) a += unit[i]! * vectors[offset + i]!;
      const distance = 1 - (a + b + c + d);
      if (distance > bound) continue;
      const voiceId = this.ids[slot]!;
      if (voiceId === exclude) continue;
      found.push({ voiceId, distance });
      if (found.length >= topK * 4) {
        found.sort(byDistance);
        found.length = topK;
        bound = found[topK - 1]!.distance;
      }
    }
    found.sort(byDistance);
    return found.slice(0, topK).map(({ voiceId, distance }) => ({ voiceId, distance: Math.max(0, distance) }));
  }
}

const byDistance = (a: Neighbour, b: Neighbour) => a.distance - b.distance || (a.voiceId < b.voiceId ? -1 : 1);

function normalised(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! ** 2;
  const out = new Float32Array(vector.length);
  if (norm === 0) return out;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i]! * scale;
  return out;
}
