import type { Db } from '../../db/client';
import { askReconfirmations, type ReconfirmMail } from './ask-reconfirmations';
import { releaseUnconfirmedSeats } from './release-unconfirmed-seats';

/** One round of the no-show control (decision 134): the requests that are due, then the seats whose deadline passed. */
export async function runReconfirmations(db: Db, opts: { ctx: ReconfirmMail; now: Date }) {
  const asked = await askReconfirmations(db, opts);
  const released = await releaseUnconfirmedSeats(db, opts);
  return { asked, released };
}
