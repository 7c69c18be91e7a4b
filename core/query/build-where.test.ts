import { describe, expect, test } from 'vitest';
import { likePattern } from './build-where';

describe('likePattern', () => {
  test('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('abc')).toBe('%abc%');
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('c:\\x')).toBe('%c:\\\\x%');
  });
});
