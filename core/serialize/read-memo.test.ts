import { describe, expect, test } from 'vitest';
import { ReadMemo } from './read-memo';

describe('ReadMemo', () => {
  test('keeps a value until cleared', () => {
    const memo = new ReadMemo();
    memo.set('a', '{"a":1}', memo.ticket());
    expect(memo.get('a')).toBe('{"a":1}');
    memo.clear();
    expect(memo.get('a')).toBeUndefined();
  });

  test('a value read before a write ended is not kept', () => {
    const memo = new ReadMemo();
    const ticket = memo.ticket();
    memo.clear(); // a write was accepted while the value was being read
    memo.set('a', 'old', ticket);
    expect(memo.get('a')).toBeUndefined();
    memo.set('a', 'new', memo.ticket());
    expect(memo.get('a')).toBe('new');
  });

  test('keeps nothing while inactive', () => {
    let up = false;
    const memo = new ReadMemo({ active: () => up });
    expect(memo.active()).toBe(false);
    memo.set('a', '1', memo.ticket());
    expect(memo.size).toBe(0);
    up = true;
    memo.set('a', '1', memo.ticket());
    expect(memo.get('a')).toBe('1');
  });

  test('starts over beyond its size', () => {
    const memo = new ReadMemo({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) memo.set(k, k, memo.ticket());
    expect(memo.size).toBe(1);
    expect(memo.get('c')).toBe('c');
  });

  test('readers who miss the same values at once share one load, but not across a write', async () => {
    const memo = new ReadMemo();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const load = async () => {
      loads++;
      await gate;
      return loads;
    };
    const first = memo.shared('k', load);
    const second = memo.shared('k', load);
    memo.clear();
    const afterWrite = memo.shared('k', load);
    release();
    expect(await Promise.all([first, second, afterWrite])).toEqual([2, 2, 2]);
    expect(loads).toBe(2);
    // Finished loads are not kept: the values themselves go through set().
    await memo.shared('k', load);
    expect(loads).toBe(3);
  });

  test('remember loads once, keeps the value frozen through, and loads again after a write', async () => {
    const memo = new ReadMemo();
    let loads = 0;
    const load = async () => ({ n: ++loads, list: [{ name: 'a' }] });
    const first = await memo.remember('k', load);
    expect(await memo.remember('k', load)).toBe(first);
    expect(Object.isFrozen(first.list[0])).toBe(true);
    expect(() => first.list.push({ name: 'b' })).toThrow(TypeError);
    memo.clear();
    expect((await memo.remember('k', load)).n).toBe(2);
  });

  test('remember only loads while inactive', async () => {
    const memo = new ReadMemo({ active: () => false });
    let loads = 0;
    const load = async () => ++loads;
    await memo.remember('k', load);
    await memo.remember('k', load);
    expect(loads).toBe(2);
  });
});
