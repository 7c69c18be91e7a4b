import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import type { ReadMemo } from '../serialize/read-memo';
import { eventClassOf, eventSignedUpBeyondClass } from './event-visibility';

/**
 * Whether a signed-in viewer gets what their visibility class gets: no sign-up beyond it
 * (decision 173). One query, remembered per user and class until the next write; the events
 * answers and the home page (decision 174) share the one remembered value.
 */
export async function fitsClass(db: Db, viewer: ViewerWithRights, memo: ReadMemo): Promise<boolean> {
  return memo.remember(`fits-class:${viewer.id}:${eventClassOf(viewer)}`, async () => {
    const beyond = await db.select({ id: events.id }).from(events).where(eventSignedUpBeyondClass(viewer)).limit(1);
    return beyond.length === 0;
  });
}
