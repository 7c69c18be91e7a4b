import type { Logger } from 'drizzle-orm/logger';

/**
 * Statements that change data, as drizzle sends them: an insert, update or delete (also behind
 * a WITH), or a schema change. Reads, `select ... for update` and advisory locks are not.
 */
const WRITE = /^\s*(?:with\b[\s\S]*?\)\s*)?(?:insert|update|delete|merge|truncate|alter|drop|create)\b/i;

let writes = 0;
let watchers: ((query: string) => void)[] = [];

/**
 * Drizzle's query logger, used to count writes: what the app keeps between writes (decision
 * 046) is emptied after any request that wrote, whatever its method, since a few GETs write
 * too (the links in e-mails that confirm an address).
 */
export const writeCounter: Logger = {
  logQuery(query) {
    if (WRITE.test(query)) writes++;
    for (const watch of watchers) watch(query);
  },
};

/** How many writes this process has sent to any database so far. */
export function dbWriteCount(): number {
  return writes;
}

export const isWriteStatement = (query: string) => WRITE.test(query);

/**
 * Calls `watch` with every statement drizzle sends from now on, until the returned function is
 * called: for tests that count what a request asks of the database.
 */
export function watchStatements(watch: (query: string) => void): () => void {
  watchers = [...watchers, watch];
  return () => {
    watchers = watchers.filter((w) => w !== watch);
  };
}
