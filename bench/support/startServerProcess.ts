import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  close(): Promise<void>;
}

/** Forks serverProcess.ts (a real server with a database on disk) and resolves once it listens. */
export function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./serverProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark server exited with code ${code} before it listened`)));
    child.once('message', (message: { url: string }) => resolve({
      url: message.url,
      close: async () => {
        child.send('close');
        await exited;
      },
    }));
  });
}
