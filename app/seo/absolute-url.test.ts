import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url';

const ORIGIN = 'https://innoweek.test';

describe('absoluteUrl', () => {
  it('puts a path on the origin and keeps an http(s) URL', () => {
    expect(absoluteUrl('/odborne-seminare/12/ai?x=1', ORIGIN)).toBe(`${ORIGIN}/odborne-seminare/12/ai?x=1`);
    expect(absoluteUrl('/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(absoluteUrl('https://bucket.example/x.webp', ORIGIN)).toBe('https://bucket.example/x.webp');
  });

  it.each([
    ['//', `${ORIGIN}/`],
    ['//evil.example/x', `${ORIGIN}/evil.example/x`],
    ['/\\evil.example/x', `${ORIGIN}/evil.example/x`],
    ['\\\\evil.example', `${ORIGIN}/evil.example`],
    ['http://', `${ORIGIN}/http://`],
    ['javascript:alert(1)', `${ORIGIN}/javascript:alert(1)`],
  ])('keeps %s on the origin without throwing', (path, expected) => {
    expect(absoluteUrl(path, ORIGIN)).toBe(expected);
  });

  it('never throws and never leaves the origin for a path', () => {
    // Pieces the URL parser treats specially, in any order, and any text.
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '.',
      ':',
      '@',
      '?',
      '#',
      '%2f',
      'evil.example',
      'http:',
    );
    const path = fc
      .oneof(
        fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
        fc.string(),
      )
      .filter((p) => !/^https?:/i.test(p));
    fc.assert(
      fc.property(path, (p) => {
        expect(new URL(absoluteUrl(p, ORIGIN)).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
