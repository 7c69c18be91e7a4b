import { z } from 'zod';
import { eventTypes } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';

/** 1 professional seminar, 2 accompanying event, 3 conference panel, 4 innovation fair. */
export const eventTypeSchema = z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() });
export type ApiEventType = z.infer<typeof eventTypeSchema>;

export const eventTypeQuery: CollectionQuery = {
  name: 'event-types',
  table: eventTypes,
  id: eventTypes.id,
  fields: schemaFields(eventTypes, eventTypeSchema),
  relations: {},
};

export function serializeEventType(row: typeof eventTypes.$inferSelect): ApiEventType {
  return fromRow(eventTypeSchema, row, {});
}
