/**
 * Production entry. Vite bundles this file (with the React Router server build) into
 * build/server/index.js, so pages and the API share one module graph.
 */
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { start } from './boot';
import { routeConsoleToLog } from './console-to-log';
import { logger } from './logger';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const pgliteTemplate = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));

// Every line on stdout is JSON: console output, Node's warnings and uncaught errors go through the log.
routeConsoleToLog(logger);
await start({ build: build as unknown as ServerBuild, clientDir, pgliteTemplate, restartAfterSetup: true });
