import { defineConfig } from 'vite';

// `npm run build` also builds the backup command into build/backup/backup-cli.js, so an
// installation without the sources and dev tools (the Docker image) can run
// `node build/backup/backup-cli.js backup` and `restore` (decision 093). Its npm packages stay
// external: the image's production node_modules holds them.
export default defineConfig({
  build: {
    ssr: 'server/backup/backup-cli.ts',
    outDir: 'build/backup',
    emptyOutDir: true,
    target: 'node22',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'backup-cli.js' } },
  },
});
