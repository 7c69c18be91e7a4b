import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server bundle is our whole Node server (Hono, API, core, pages) in one module graph,
  // so route loaders and API handlers share the same module instances.
  environments: {
    ssr: { build: { target: 'node22', rollupOptions: { input: './server/main.ts' } } },
  },
  build: { target: 'es2022' },
  plugins: [reactRouter()],
});
