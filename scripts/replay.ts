// npm run replay -- trace.json: replays an exported flow trace through the pure transition function and checks
// that it reaches the recorded snapshot. Exit code 0 when it does, 1 when it does not or cannot be replayed.
import { readFile } from 'node:fs/promises';
import { parseTrace, replayTrace, TraceError } from '../src/flows/trace';
import { MACHINE_REGISTRY } from '../src/machines/registry';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run replay -- <trace.json> [--steps]');
  process.exit(2);
}
try {
  const trace = parseTrace(JSON.parse(await readFile(file, 'utf8')));
  const result = replayTrace(trace, MACHINE_REGISTRY);
  console.log(`machine ${trace.machine.id} v${trace.machine.version}, session ${trace.sessionId}, `
    + `${trace.events.length} events`);
  if (process.argv.includes('--steps')) {
    for (const step of result.steps) {
      console.log(`  ${new Date(step.at).toISOString()}  ${step.event.type.padEnd(48)} → ${JSON.stringify(step.snapshot.value)}`);
    }
  }
  console.log(`final state: ${JSON.stringify(result.final.value)}`);
  if (result.matches) {
    console.log('replay reproduces the recorded snapshot (value and context)');
  } else {
    console.log('MISMATCH: replay ended in a different snapshot than the one recorded');
    console.log(`recorded: ${JSON.stringify(trace.snapshot)}`);
    console.log(`replayed: ${JSON.stringify(result.final)}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof TraceError || error instanceof SyntaxError ? error.message : error);
  process.exitCode = 1;
}
