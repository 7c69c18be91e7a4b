import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('claimChunkReload', () => {
  it('allows the first reload and records it', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });

  it('refuses another within a minute, allows it after', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimChunkReload(storage, t0)).toBe(true);
    expect(claimChunkReload(storage, t0 + 1)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    // That one counts again from its own time.
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS + 30_000)).toBe(false);
  });

  it('does not trust a time in the future (a clock set back) and allows the reload', () => {
    const storage = memoryStorage();
    storage.setItem('iw-chunk-reload-at', String(5_000_000));
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });

  it('ignores a damaged record', () => {
    const storage = memoryStorage();
    storage.setItem('iw-chunk-reload-at', 'nonsense');
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });

  it('refuses without storage, or when it throws: no loop it could not see', () => {
    expect(claimChunkReload(null, 1_000_000)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(broken, 1_000_000)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it("knows the browsers' and Vite's words for a missing chunk", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/fair-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://x/assets/fair-abc.js',
      'Unable to preload CSS for /assets/fair-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('is false for other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Unexpected Server Error'))).toBe(false);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(false);
  });
});
