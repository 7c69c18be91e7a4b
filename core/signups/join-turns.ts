import type { Db } from '../../db/client';

/**
 * This process's joins of one seminar take turns at its row lock (decision 197): at most two at a
 * time go on to the lock, the one holding it and the next, already waiting for it in the
 * database, so the lock passes on without a round trip; the rest wait here, holding no
 * connection. Without this, joins waiting for the lock held every pooled connection (the 200
 * joins of issue 32's race on a pool of 20), and the reads of the joins behind them, which need
 * no lock, waited for the lock's whole queue.
 *
 * A join that finds the seminar full under the lock answers for those waiting here whom a full
 * seminar refuses (`refusable`, asked before it read): the users among them without a place then
 * are refused when it leaves (`leave`, after its commit), as the check before the lock would
 * refuse them, instead of each taking the lock to find the seminar full. The database's lock
 * alone decides the seats: these turns only order who asks for it in this process; other
 * processes and other writers of the seats (leaves, promotions, editors) take the lock as before.
 */
export type JoinTurn =
  | { full: true; taken: number }
  | {
      full: false;
      /** The users of the joins waiting now that a full seminar refuses (without `waitingList`), the first NAMED_AT_ONCE. */
      refusable: () => number[];
      /** Ends the turn; `full`: the users (of `refusable`) to refuse as full, with the seats counted. */
      leave: (full?: { taken: number; refuse: readonly number[] }) => void;
    };

type Waiter = { userId: number | null; enter: (turn: JoinTurn) => void };
type Turns = { inside: number; waiting: Waiter[] };

/** How many joins of one seminar go on to its lock at once: the holder and the next in line. */
const AT_THE_LOCK = 2;

/** At most this many waiting users are answered at once (two parameters each in one statement); the rest wait on. */
const NAMED_AT_ONCE = 1000;

const turnsOf = new WeakMap<Db, Map<number, Turns>>();

/**
 * Waits for this join's turn at the seminar's lock. `refusableUser`: the user joining when a
 * full seminar refuses the join (no `waitingList`), else null. Every turn given must be left,
 * whatever the join's outcome.
 */
export function joinTurn(db: Db, eventId: number, refusableUser: number | null): Promise<JoinTurn> {
  let seminars = turnsOf.get(db);
  if (!seminars) turnsOf.set(db, (seminars = new Map<number, Turns>()));
  const ofDb = seminars;
  let here = ofDb.get(eventId);
  if (!here) ofDb.set(eventId, (here = { inside: 0, waiting: [] }));
  const turns = here;
  const turn = (): JoinTurn => {
    turns.inside++;
    let left = false;
    return {
      full: false,
      refusable: () => turns.waiting.flatMap((w) => (w.userId === null ? [] : [w.userId])).slice(0, NAMED_AT_ONCE),
      leave: (full) => {
        if (left) return;
        left = true;
        turns.inside--;
        if (full?.refuse.length) {
          const refuse = new Set(full.refuse);
          const refused = turns.waiting.filter((w) => w.userId !== null && refuse.has(w.userId));
          turns.waiting = turns.waiting.filter((w) => !refused.includes(w));
          for (const w of refused) w.enter({ full: true, taken: full.taken });
        }
        while (turns.inside < AT_THE_LOCK && turns.waiting.length) turns.waiting.shift()!.enter(turn());
        if (turns.inside === 0 && ofDb.get(eventId) === turns) ofDb.delete(eventId);
      },
    };
  };
  if (turns.inside < AT_THE_LOCK) return Promise.resolve(turn());
  return new Promise((enter) => turns.waiting.push({ userId: refusableUser, enter }));
}
