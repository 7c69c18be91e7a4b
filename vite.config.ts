import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // The server bundle is our whole Node server (Hono, API, core, pages) in one module graph,
  // so route loaders and API handlers share the same module instances.
  environments: {
    ssr: { build: { target: 'node22', rollupOptions: { input: './server/main.ts' } } },
  },
  build: { target: 'es2022' },
  plugins: [
    reactRouter(),
    // Built scripts, styles and SVGs are also written as .br and .gz (best levels, once at build
    // time); server/app.ts serves the variant the browser accepts (decision 042).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
});
