// How the production server's Node process is started (decision 048), shared by npm start, the
// benchmark and `npm run lighthouse`; the Dockerfile's CMD and ENV say the same (a test checks).

/**
 * V8 compiles PGlite's WebAssembly with Liftoff only: its optimising compiler spent ~600 MB for
 * half a second on the SQL parser's one huge function, and made no measurable difference to
 * the CPU a request costs.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only'];

/**
 * Two glibc malloc arenas instead of eight per core: memory freed by libuv's, libvips' and
 * V8's worker threads otherwise stays resident in their arenas.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The Node arguments and environment that run `entry` as the production server; settings already in `env` win. */
export function serverExec(entry, env) {
  return { args: [...SERVER_NODE_FLAGS, entry], env: { ...SERVER_ENV, ...env } };
}
