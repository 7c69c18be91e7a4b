// How the production server's Node process is started (decision 048), shared by npm start, the
// benchmark and `npm run lighthouse`; the Dockerfile's CMD and ENV say the same (a test checks).

/**
 * `--liftoff-only`: V8 compiles PGlite's WebAssembly with its baseline compiler only; the
 * optimising one spent ~600 MB for half a second on one huge function of PostgreSQL, for no
 * CPU per request we could measure. `--max-semi-space-size=8`: V8 sized its young generation
 * by the machine's memory (128 MB on 24 GB), resident after the first busy second; 16 (decision
 * 048) still kept 32 MB resident under the signed-in load, 8 keeps 16 MB at no CPU per request
 * we could measure (decision 168).
 * `--expose-gc`: the server collects the start-up's garbage once, before it listens
 * (server/release-boot-memory.ts, decision 050), instead of carrying it until V8's memory
 * reducer runs ~20 s later.
 * `--max-old-space-size=1024`: V8 lets the old generation grow to up to 4x what a major
 * collection left alive when the heap's limit is 2 GiB or more (4 GiB on a machine with 16 GB
 * or more), and scales that factor down to 1.3 for smaller limits; at 1 GiB it is 1.6. Under
 * 50 signed-in pages V8's heap pages went from ~180 to ~95 MiB resident over a live heap of
 * 55-65 MiB, at no CPU per request we could measure (decision 191). 1 GiB is 15x that live
 * heap. (Where memory is under ~4 GB, Node's own default limit is lower than this; the flag
 * then raises it to 1 GiB, and the factor with it.)
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8', '--max-old-space-size=1024', '--expose-gc'];

/**
 * Two glibc malloc arenas instead of eight per core: memory freed by libuv's, libvips' and
 * V8's worker threads otherwise stays resident in their arenas. `MALLOC_MMAP_THRESHOLD_`
 * fixes glibc's threshold at its default 128 KiB (decision 050): left dynamic, it rose after
 * the first large free to up to 32 MiB, so the compression streams' and response bodies'
 * buffers came from the arenas and stayed resident after use (~130 MB under load); at a fixed
 * threshold each one is its own mapping, returned when freed. Setting it also stops glibc
 * raising its trim threshold.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The Node arguments and environment that run `entry` as the production server; settings already in `env` win. */
export function serverExec(entry, env) {
  return { args: [...SERVER_NODE_FLAGS, entry], env: { ...SERVER_ENV, ...env } };
}
