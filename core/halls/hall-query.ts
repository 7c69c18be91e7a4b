import { z } from 'zod';
import { halls } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { iso, timestampsSchema } from '../serialize/instant';

export const hallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  broadcast: z.string().nullable().optional().describe('"vimeo:<id>" or "youtube:<id>"; only for viewers with livestream access'),
  slido: z.string().nullable().optional().describe('Audience-question code; only for viewers with livestream access'),
  delay_minutes: z.number().int().describe('Running late by this many minutes (0 = on time), see PUT /halls/{id}/delay'),
  delay_set_at: z.string().nullable().describe('When the hall began running late; the delay applies on that day only'),
  ...timestampsSchema,
});
export type ApiHall = z.infer<typeof hallSchema>;

/** broadcast and slido are optional in the answer, so not filterable: a filter would reveal them. */
export const hallQuery: CollectionQuery = {
  name: 'halls',
  table: halls,
  id: halls.id,
  fields: schemaFields(halls, hallSchema, { unsortable: ['description', 'description_en'] }),
  relations: {},
};

/** A hall; its stream ids only when `withStream` (the viewer may watch it). */
export function serializeHall(row: typeof halls.$inferSelect, withStream: boolean): ApiHall {
  const delay = { delay_minutes: row.delayMinutes, delay_set_at: iso(row.delaySetAt) };
  return fromRow(hallSchema, row, withStream ? delay : { ...delay, broadcast: undefined, slido: undefined });
}
