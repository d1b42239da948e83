// The worker's entry point. Worker threads do not inherit the parent's tsx loader on every Node version we run
// (Node 20 refuses a .ts entry even with `--import tsx` in execArgv), so the thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./synthesisWorker.ts');
