import { describe, expect, it } from 'vitest';
import { fallbackLang, localized } from './localized';

describe('a localized text and its language', () => {
  it('is English on an English page where there is an English text, and needs no lang of its own', () => {
    expect([localized('Kybernetická bezpečnost', 'Cyber security', 'en'), fallbackLang('Cyber security', 'en')]).toEqual([
      'Cyber security',
      undefined,
    ]);
  });

  it('falls back to Czech on an English page, marked lang="cs" so it is hyphenated as Czech', () => {
    expect([localized('Kybernetická bezpečnost', null, 'en'), fallbackLang(null, 'en')]).toEqual([
      'Kybernetická bezpečnost',
      'cs',
    ]);
    expect(fallbackLang('', 'en')).toBe('cs');
  });

  it('is the page’s language on a Czech page', () => {
    expect(fallbackLang(null, 'cs')).toBeUndefined();
  });
});
