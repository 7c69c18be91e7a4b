import { describe, expect, it } from 'vitest';
import { bundles, loadMessages } from './bundles.client';

describe('the browser loads one language at a time', () => {
  it('starts with none and loads the one asked for', async () => {
    expect(bundles).toEqual({});
    await loadMessages('en');
    expect(bundles.en?.['nav.home']).toBe('Home');
    expect(bundles.cs).toBeUndefined();
  });

  it('keeps a loaded language', async () => {
    const en = bundles.en;
    await loadMessages('en');
    expect(bundles.en).toBe(en);
  });
});
