import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  close(): Promise<void>;
}

/** How long a server may take to close before it is killed. */
const CLOSE_TIMEOUT_MS = 10_000;

/** Forks serverProcess.ts (a real server with a database on disk) and resolves once it listens. */
export function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./serverProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A child that died has no channel left: sending to it must not throw over the error that ended the benchmark.
  child.on('error', () => undefined);
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('close');
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark server exited with code ${code} before it listened`)));
    child.once('message', (message: { url: string }) => resolve({ url: message.url, close }));
  });
}
