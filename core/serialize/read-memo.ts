/**
 * What reads derive from the database, kept until the next write (decision 046): the JSON text
 * of each event as anyone who is not its editor sees it (loading an event's nine relations and
 * serializing them cost far more than deciding whether the reader may see it, which stays a
 * query per request), and the signed-in user of each session. Values are shared between
 * requests, so they are strings or frozen objects.
 *
 * A value read from the database is kept only if no write ended while it was being read: take a
 * `ticket()` before the query, and `set` ignores the value when the memo was emptied since.
 */
export class ReadMemo {
  readonly #entries = new Map<string, unknown>();
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #maxEntries: number;
  readonly #active: () => boolean;
  #generation = 0;

  /**
   * @param opts.maxEntries beyond this many the memo starts over (a programme has hundreds of events)
   * @param opts.active false while the memo cannot trust that it hears of every write (with
   *   several processes, while their shared signal is down): it is then bypassed
   */
  constructor(opts: { maxEntries?: number; active?: () => boolean } = {}) {
    this.#maxEntries = opts.maxEntries ?? 20_000;
    this.#active = opts.active ?? (() => true);
  }

  /** Whether values may be read from and kept in the memo now. */
  active(): boolean {
    return this.#active();
  }

  /** Taken before reading the database; `set` keeps values read under an outdated ticket not. */
  ticket(): number {
    return this.#generation;
  }

  get<T>(key: string): T | undefined {
    return this.#entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown, ticket: number): void {
    if (ticket !== this.#generation || !this.#active()) return;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, value);
  }

  /**
   * One load for all who ask for the same missing values at once: after a write empties the
   * memo, fifty readers of the programme would otherwise each load and serialize it, one
   * query after another on the embedded database. A load that began before the latest write
   * is not shared with those who ask after it.
   */
  shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.#loading.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const loading = this.#loading;
    const promise = load().finally(() => {
      if (loading.get(key) === promise) loading.delete(key);
    });
    loading.set(key, promise);
    return promise;
  }

  /**
   * The value kept under `key`, or loaded (once for all who ask at the same time), frozen
   * through and kept. For values that do not depend on who asks.
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active()) return load();
    const kept = this.get<T>(key);
    if (kept !== undefined) return kept;
    const ticket = this.ticket();
    const value = deepFreeze(await this.shared(key, load));
    this.set(key, value, ticket);
    return value;
  }

  /** Forgets everything: a write was accepted here or in another process. */
  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** `memo.remember` where the app keeps reads; a plain load where it does not (tests, tools). */
export function remember<T>(memo: ReadMemo | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return memo ? memo.remember(key, load) : load();
}

/** Freezes an object and everything it holds, so a request cannot change what others get. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value as object)) deepFreeze(child);
  return value;
}
