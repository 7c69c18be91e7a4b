import { describe, expect, test } from 'vitest';
import { JsonMemo } from './json-memo';

describe('JsonMemo', () => {
  test('keeps a value until cleared', () => {
    const memo = new JsonMemo();
    memo.set('a', '{"a":1}', memo.ticket());
    expect(memo.get('a')).toBe('{"a":1}');
    memo.clear();
    expect(memo.get('a')).toBeUndefined();
  });

  test('a value read before a write ended is not kept', () => {
    const memo = new JsonMemo();
    const ticket = memo.ticket();
    memo.clear(); // a write was accepted while the value was being read
    memo.set('a', 'old', ticket);
    expect(memo.get('a')).toBeUndefined();
    memo.set('a', 'new', memo.ticket());
    expect(memo.get('a')).toBe('new');
  });

  test('keeps nothing while inactive', () => {
    let up = false;
    const memo = new JsonMemo({ active: () => up });
    expect(memo.active()).toBe(false);
    memo.set('a', '1', memo.ticket());
    expect(memo.size).toBe(0);
    up = true;
    memo.set('a', '1', memo.ticket());
    expect(memo.get('a')).toBe('1');
  });

  test('starts over beyond its size', () => {
    const memo = new JsonMemo({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) memo.set(k, k, memo.ticket());
    expect(memo.size).toBe(1);
    expect(memo.get('c')).toBe('c');
  });
});
