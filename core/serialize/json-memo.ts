/**
 * Serialized records kept between writes (decision 046). Reading an event for the API costs far
 * more in loading its nine relations and turning them into JSON than in deciding whether the
 * reader may see it, and only the visibility depends on who asks. So the JSON text of a record,
 * as anyone who is not its editor sees it, is kept here until the next accepted write; the
 * question of which records a reader gets stays a query per request.
 *
 * A value read from the database is kept only if no write ended while it was being read: take a
 * `ticket()` before the query, and `set` ignores the value when the memo was emptied since.
 */
export class JsonMemo {
  readonly #entries = new Map<string, string>();
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

  get(key: string): string | undefined {
    return this.#entries.get(key);
  }

  set(key: string, json: string, ticket: number): void {
    if (ticket !== this.#generation || !this.#active()) return;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, json);
  }

  /** Forgets everything: a write was accepted here or in another process. */
  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
