import { z } from 'zod';
import { eventTypes } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { fromRow } from '../serialize/from-row';

export const eventTypeQuery: CollectionQuery = {
  name: 'event-types',
  table: eventTypes,
  id: eventTypes.id,
  fields: {
    id: { type: 'id', column: eventTypes.id },
    name: { type: 'text', column: eventTypes.name },
    name_en: { type: 'text', column: eventTypes.name_en },
  },
  relations: {},
};

/** 1 professional seminar, 2 accompanying event, 3 conference panel, 4 innovation fair. */
export const eventTypeSchema = z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() });
export type ApiEventType = z.infer<typeof eventTypeSchema>;

export function serializeEventType(row: typeof eventTypes.$inferSelect): ApiEventType {
  return fromRow(eventTypeSchema, row, {});
}
