import { describe, expect, it } from 'vitest';
import { parseIdParam } from './parse-id-param';

describe('parseIdParam', () => {
  it('reads positive int4 ids from URL segments', () => {
    expect(parseIdParam('12')).toBe(12);
    expect(parseIdParam('007')).toBe(7);
    expect(parseIdParam('2147483647')).toBe(2147483647);
  });

  it('refuses what the database would choke on', () => {
    for (const bad of [undefined, '', '0', '-1', '+1', '1e3', '1.5', '12abc', ' 12', '2147483648', '99999999999']) {
      expect(parseIdParam(bad), String(bad)).toBeNull();
    }
  });
});
