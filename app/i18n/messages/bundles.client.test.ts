import { describe, expect, it } from 'vitest';
import { bringTexts, bundles, hasText, loadMessages, textsLoaded } from './bundles.client';

describe('the browser loads one language at a time, in packs', () => {
  it('starts with none and loads the base and the packs asked for', async () => {
    expect(bundles).toEqual({});
    await loadMessages('en', ['programme', 'eventPage']);
    expect(bundles.en?.['nav.home']).toBe('Home');
    expect(bundles.en?.['Request.notFound']).toBeDefined();
    expect(bundles.en?.['toast.region']).toBeDefined();
    // The toasts' own messages come on demand (decision 210).
    expect(bundles.en?.['toast.loggedIn']).toBeUndefined();
    expect(bundles.en?.['signup.title']).toBeDefined();
    expect(bundles.en?.['login.title']).toBeUndefined();
    expect(bundles.cs).toBeUndefined();
  });

  it('adds a pack to the same table, and keeps what is loaded', async () => {
    const en = bundles.en;
    expect(hasText('login.title')).toBe(false);
    await loadMessages('en', ['signIn']);
    expect(bundles.en).toBe(en);
    expect(bundles.en?.['login.title']).toBeDefined();
    // What the browser's isErrorCode asks (decision 190): a text among those loaded.
    expect(hasText('login.title')).toBe(true);
    expect(hasText('Request.notFound')).toBe(true);
    expect(hasText('Auth.form.error.invalid')).toBe(false);
    expect(hasText('toString')).toBe(false);
  });

  it("loads a module's own packs when asked, and with every later language's texts (decision 188)", async () => {
    expect(textsLoaded('en', ['errors'])).toBe(false);
    const brought = bringTexts('en', ['errors']);
    expect(bringTexts('en', ['errors'])).toBe(brought);
    await brought;
    expect(textsLoaded('en', ['errors'])).toBe(true);
    expect(bundles.en?.['error.notFound']).toBeDefined();
    // A page in the other language gets them with its own packs.
    await loadMessages('cs', []);
    expect(textsLoaded('cs', ['errors'])).toBe(true);
    expect(bundles.cs?.['error.notFound']).toBeDefined();
    expect(bundles.cs?.['login.title']).toBeUndefined();
  });
});
