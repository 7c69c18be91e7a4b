/**
 * Development server: Vite in middleware mode serves client modules with HMR, and the server
 * code runs through Vite's SSR loader so route edits apply without a restart.
 */
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import type * as Boot from './boot';

process.env.NODE_ENV ??= 'development';
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { start } = (await vite.ssrLoadModule('/server/boot.ts')) as typeof Boot;
await start({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
});
