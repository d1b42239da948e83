import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8787'}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  server: { proxy: { '/v1': apiTarget, '/v2': apiTarget } },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
});
