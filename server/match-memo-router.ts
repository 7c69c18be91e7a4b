import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths whose GET match is kept; past this many the memo starts over (paths are the client's). */
export const MATCH_MEMO_PATHS = 1000;

/**
 * Hono's router with each GET path's match kept (decision 184). The app's routes send Hono's
 * SmartRouter to its TrieRouter, whose search built the list of matching handlers anew for
 * every request, a tenth of what a signed-in API answer allocated. A match depends on the
 * method, the path and the routes alone, and nothing changes a match once made (Hono reads it),
 * so the same path gets the same match; adding a route forgets every kept match. GET only
 * (HEAD is dispatched as GET): other methods are few and pass through.
 */
export class MatchMemoRouter<T> implements Router<T> {
  readonly #router: Router<T>;
  readonly #matches = new Map<string, Result<T>>();
  readonly #maxPaths: number;

  constructor(
    router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
    maxPaths = MATCH_MEMO_PATHS,
  ) {
    this.#router = router;
    this.#maxPaths = maxPaths;
  }

  get name(): string {
    return `MatchMemo(${this.#router.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (method !== 'GET') return this.#router.match(method, path);
    const kept = this.#matches.get(path);
    if (kept) return kept;
    const result = this.#router.match(method, path);
    if (this.#matches.size >= this.#maxPaths) this.#matches.clear();
    this.#matches.set(path, result);
    return result;
  }
}
