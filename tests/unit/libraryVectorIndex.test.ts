import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { cosineSimilarity, EMBEDDING_SIZE } from '../../server/engine';
import { VectorIndex } from '../../server/library/vectorIndex';

/** The in-memory similar-voice index answers exactly what a plain cosine over every vector answers. */

const vector = fc.array(fc.float({ min: -10, max: 10, noNaN: true }), { minLength: EMBEDDING_SIZE, maxLength: EMBEDDING_SIZE });

test.prop([fc.array(vector, { minLength: 1, maxLength: 60 }), vector, fc.integer({ min: 1, max: 12 }),
  fc.double({ min: 0, max: 2, noNaN: true })])('nearest = brute-force cosine, closest first, within the threshold',
  (vectors, query, topK, maxDistance) => {
    const index = new VectorIndex();
    vectors.forEach((item, i) => index.upsert(`v${String(i).padStart(3, '0')}`, item));
    const expected = vectors
      .map((item, i) => ({ voiceId: `v${String(i).padStart(3, '0')}`, distance: 1 - cosineSimilarity(item, query) }))
      .filter((item) => item.distance <= maxDistance + 1e-5)
      .sort((a, b) => a.distance - b.distance);
    const found = index.nearest(query, topK, maxDistance);
    expect(found.length).toBeLessThanOrEqual(topK);
    for (let i = 1; i < found.length; i++) expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
    // Float32 storage moves distances in the 6th decimal: compare distances, and ids only where no near-tie exists.
    found.forEach((item, i) => expect(item.distance).toBeCloseTo(Math.max(0, expected[i]!.distance), 4));
    if (expected.length >= topK) expect(found).toHaveLength(topK);
  });
