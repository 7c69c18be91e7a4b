import { describe, expect, test } from 'vitest';
import type { Db } from '../../db/client';
import { joinTurn, type JoinTurn } from './join-turns';

/** A database handle of its own per test: the turns are kept per database and seminar. */
const db = () => ({}) as Db;
const settled = () => new Promise((resolve) => setImmediate(resolve));
type Inside = Extract<JoinTurn, { full: false }>;

/** The turns asked for by these users (null: a join asking for the queue), and what each got so far. */
function ask(on: Db, users: (number | null)[], eventId = 7) {
  const got: (JoinTurn | undefined)[] = users.map(() => undefined);
  users.forEach((user, i) => void joinTurn(on, eventId, user).then((turn) => (got[i] = turn)));
  return got;
}

describe('joins take turns at a seminar lock (decision 197)', () => {
  test('two go on to the lock; the next goes when one leaves, in the order they asked', async () => {
    const on = db();
    const got = ask(on, [1, 2, 3, 4]);
    await settled();
    expect(got.map((t) => t?.full)).toEqual([false, false, undefined, undefined]);
    (got[1] as Inside).leave();
    await settled();
    expect(got.map((t) => t?.full)).toEqual([false, false, false, undefined]);
    // Leaving twice gives no second turn away.
    (got[1] as Inside).leave();
    await settled();
    expect(got[3]).toBeUndefined();
  });

  test('a join that found the seminar full refuses the waiting users it names; the others keep their place', async () => {
    const on = db();
    const got = ask(on, [1, 2, 3, null, 5, 6]);
    await settled();
    const first = got[0] as Inside;
    // Those a full seminar refuses, in the order they wait: not the join asking for the queue.
    expect(first.refusable()).toEqual([3, 5, 6]);
    // User 5 holds a place: not refused, it waits for its turn.
    first.leave({ taken: 30, refuse: [3, 6] });
    await settled();
    expect(got.map((t) => t?.full)).toEqual([false, false, true, false, undefined, true]);
    expect(got[2]).toEqual({ full: true, taken: 30 });
  });

  test("another seminar's joins do not wait", async () => {
    const on = db();
    ask(on, [1, 2, 3]);
    const other = ask(on, [4], 8);
    await settled();
    expect(other[0]?.full).toBe(false);
  });
});
