import { halls } from '../../db/schema';

/** What a relational read takes with an event's hall (drizzle `columns`) to apply its delay. */
export const hallDelayColumns = { delayMinutes: true, delaySetAt: true } as const;

/** A hall with its names and its delay, for a `select()` of halls. */
export const hallWithDelayColumns = {
  id: halls.id,
  name: halls.name,
  name_en: halls.name_en,
  delayMinutes: halls.delayMinutes,
  delaySetAt: halls.delaySetAt,
};
