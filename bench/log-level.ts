/**
 * Log levels of the benchmark (imported first by bench/run.ts, before anything loads the
 * server's logger): the servers it starts log as production does (LOG_LEVEL from the shell, else
 * info), to a file (bench/child-output.ts); the apps it runs in its own process for the sign-up
 * race and the ticket orders log warnings only, so a request line per order does not bury the
 * tables on the terminal.
 */
export const serverLogLevel = process.env.LOG_LEVEL ?? 'info';
process.env.LOG_LEVEL = process.env.BENCH_INPROCESS_LOG_LEVEL ?? 'warn';
