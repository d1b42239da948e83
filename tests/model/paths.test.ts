import { describe, expect, test } from 'vitest';
import { MACHINE_REGISTRY } from '../../src/machines/registry';
import { checkRegistry, checkSpec, generatePaths, runPath } from './harness';
import { SPECS } from './specs';

// A machine registered without a spec fails here on purpose: add tests/model/specs/<id>.spec.ts and list it in
// specs/index.ts.
test('every registered machine has a path spec, and every spec a registered machine', () => {
  expect(checkRegistry(MACHINE_REGISTRY, SPECS)).toEqual([]);
});

for (const { id } of MACHINE_REGISTRY) {
  const spec = SPECS[id];
  if (!spec) continue;
  describe(id, () => {
    test('meta: every accepted event type has variants in the spec', () => {
      expect(checkSpec(spec).events).toEqual([]);
    });
    test('meta: every leaf state has an invariant', () => {
      expect(checkSpec(spec).invariants).toEqual([]);
    });
    test('meta: the paths reach every state and take every transition (or an exclusion says why not)', () => {
      expect(checkSpec(spec).coverage).toEqual([]);
    });
    describe('paths', () => {
      for (const path of generatePaths(spec)) test(path.title, () => runPath(spec, path));
    });
  });
}
