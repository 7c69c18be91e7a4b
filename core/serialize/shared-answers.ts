import type { ReadMemo } from './read-memo';

type Kept = { bytes: Uint8Array | null; size: number; generation: number };

/**
 * Whole answers shared by a visibility class (decision 173), kept until the next write like the
 * read memo they belong to (an answer kept under an older memo generation is never given out)
 * and bounded in bytes, the least recently used going first: the query string is the client's,
 * so the number of distinct answers is not ours to bound otherwise. `null` keeps "not found".
 */
export class SharedAnswers {
  readonly #memo: ReadMemo;
  readonly #entries = new Map<string, Kept>();
  readonly #maxBytes: number;
  readonly #maxTotalBytes: number;
  #total = 0;

  constructor(memo: ReadMemo, opts: { maxBytes?: number; maxTotalBytes?: number } = {}) {
    this.#memo = memo;
    this.#maxBytes = opts.maxBytes ?? 1024 * 1024;
    this.#maxTotalBytes = opts.maxTotalBytes ?? 16 * 1024 * 1024;
  }

  /** The answer kept under `key` in the memo's current generation: bytes, null (not found) or undefined (none). */
  get(key: string): Uint8Array | null | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    this.#entries.delete(key);
    if (kept.generation !== this.#memo.ticket() || !this.#memo.active()) {
      this.#total -= kept.size;
      return undefined;
    }
    this.#entries.set(key, kept);
    return kept.bytes;
  }

  /** Keeps an answer read under `ticket` (memo.ticket() before the read), unless a write ended since. */
  set(key: string, bytes: Uint8Array | null, ticket: number): void {
    if (ticket !== this.#memo.ticket() || !this.#memo.active()) return;
    const size = (bytes?.byteLength ?? 0) + key.length;
    if (size > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { bytes, size, generation: ticket });
    this.#total += size;
    for (const [oldest, kept] of this.#entries) {
      if (this.#total <= this.#maxTotalBytes) break;
      this.#entries.delete(oldest);
      this.#total -= kept.size;
    }
  }

  get totalBytes(): number {
    return this.#total;
  }

  #remove(key: string) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#total -= kept.size;
  }
}

const perMemo = new WeakMap<ReadMemo, SharedAnswers>();

/** The shared answers that go with a read memo (one store per app). */
export function sharedAnswersOf(memo: ReadMemo): SharedAnswers {
  let answers = perMemo.get(memo);
  if (!answers) perMemo.set(memo, (answers = new SharedAnswers(memo)));
  return answers;
}
