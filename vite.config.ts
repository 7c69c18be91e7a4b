import { reactRouter } from '@react-router/dev/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkModules } from './scripts/chunk-modules.ts';
import { errorTextsPerLocale } from './scripts/error-texts-per-locale.ts';
import { messagesPerLocale } from './scripts/messages-per-locale.ts';
import { pgliteTemplate } from './scripts/pglite-template-plugin.ts';
import { preloadHelper } from './scripts/preload-helper.ts';
import { pureReactCalls } from './scripts/pure-react-calls.ts';
import { serverWorkerEntries } from './scripts/server-worker-entries.ts';
import { shellChunk } from './scripts/shell-chunk.ts';

// BUNDLE_VISUALIZER=1 npx react-router build: a treemap of the client scripts (what each chunk
// carries, gzipped) in build/bundle-visualizer.html, for finding what to cut (decision 044).
const bundleVisualizer: PluginOption = process.env.BUNDLE_VISUALIZER
  ? {
      ...visualizer({ filename: 'build/bundle-visualizer.html', template: 'treemap', gzipSize: true }),
      applyToEnvironment: (environment) => environment.name === 'client',
    }
  : null;

export default defineConfig({
  // The server bundle is our whole Node server (Hono, API, core, pages) in one module graph,
  // so route loaders and API handlers share the same module instances.
  environments: {
    ssr: { build: { target: 'node22', rollupOptions: { input: './server/main.ts' } } },
    // What every public page runs before hydrating is one script, not 25 (decision 049).
    client: { build: { rolldownOptions: { output: { codeSplitting: shellChunk() } } } },
  },
  build: {
    target: 'es2022',
    // A script loaded on demand preloads what it imports, less the shell and Rolldown's runtime,
    // which every page has loaded before it runs: their names were in every such script's list.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
  },
  plugins: [
    // One language's texts per page in the browser; their script URLs for the server's preload.
    messagesPerLocale('build/locale-scripts.json'),
    // The refusal texts likewise: one language's in its message table, the codes alone elsewhere.
    errorTextsPerLocale(),
    reactRouter(),
    // React Router's components and contexts that nothing renders are left out of the client (decision 204).
    pureReactCalls(),
    // Vite's helper for the scripts loaded on demand, as much of it as the site uses (decision 204).
    preloadHelper(),
    // Built scripts, styles and SVGs are also written as .br and .gz (best levels, once at build
    // time); server/app.ts serves the variant the browser accepts (decision 042). Small files
    // too, where the variant is smaller (the plugin skips it otherwise): a programme page loads
    // a dozen scripts under 1 KB, ~2 KiB as served (decision 207).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
      threshold: 0,
      logLevel: 'silent',
    }),
    // Which source modules each client script carries: the public-page bundle check reads it.
    chunkModules('build/client-chunks.json'),
    // An empty embedded database to start a new DATA_DIR from, instead of initdb (decision 048).
    pgliteTemplate('build/server/pglite-template.tar.gz'),
    // A worker thread's entry (the invoice PDF's, decision 198) as a file of its own beside the server's.
    serverWorkerEntries(),
    bundleVisualizer,
  ],
});
