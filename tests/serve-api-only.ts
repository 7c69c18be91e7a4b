/**
 * The real server start-up (server/boot.ts: config, database, migrations, HTTP, graceful
 * shutdown) without a page build, for tests that run the server as a process of its own and
 * talk to its API. Pages answer nothing useful here.
 */
import type { ServerBuild } from 'react-router';
import { start } from '../server/boot';

await start({ build: { assets: { version: 'test' }, routes: {}, entry: { module: {} } } as unknown as ServerBuild });
