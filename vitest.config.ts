import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server and database; two cores run two files at a time.
          maxWorkers: 2,
          // A project with its own maxWorkers needs its own group, or `--project api --project unit` refuses to run.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Computes the voice library's embeddings once, before the files' servers start (tests/support).
          globalSetup: ['tests/support/libraryCache.globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/libraryCache.globalSetup.ts'],
        },
      },
    ],
  },
});
