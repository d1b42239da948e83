// npm run paths: for each registered machine, how much of it the generated path tests cover (leaf states,
// transitions, number of paths). Exit code 1 when a machine has no spec or is covered below 100%, 0 otherwise.
import { MACHINE_REGISTRY } from '../src/machines/registry';
import { checkSpec, coverageOf, percent, type Tally } from '../tests/model/harness';
import { SPECS } from '../tests/model/specs';

const fraction = ({ covered, total, excluded }: Tally) =>
  `${covered}/${total}${excluded.length ? ` (+${excluded.length} excluded)` : ''}`;

const rows: string[][] = [['machine', 'states', 'transitions', 'paths', 'coverage']];
const problems: string[] = [];
for (const { id } of MACHINE_REGISTRY) {
  const spec = SPECS[id];
  if (!spec) {
    rows.push([id, '-', '-', '-', 'no spec']);
    problems.push(`${id}: no spec (add tests/model/specs/${id}.spec.ts and list it in specs/index.ts)`);
    continue;
  }
  const { states, transitions, paths } = coverageOf(spec);
  const both = { total: states.total + transitions.total, covered: states.covered + transitions.covered };
  rows.push([id, fraction(states), fraction(transitions), String(paths), `${Math.floor(percent(both))}%`]);
  const failures = checkSpec(spec);
  problems.push(...[...failures.events, ...failures.invariants, ...failures.coverage].map((f) => `${id}: ${f}`));
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
}
