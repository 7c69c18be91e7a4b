import { z } from 'zod';
import { halls } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';

/** broadcast and slido are deliberately not filterable: a filter would reveal them. */
export const hallQuery: CollectionQuery = {
  name: 'halls',
  table: halls,
  id: halls.id,
  fields: {
    id: { type: 'id', column: halls.id },
    name: { type: 'text', column: halls.name },
    name_en: { type: 'text', column: halls.name_en },
    description: { type: 'text', column: halls.description, sortable: false },
    description_en: { type: 'text', column: halls.description_en, sortable: false },
    created_at: { type: 'date', column: halls.created_at },
    updated_at: { type: 'date', column: halls.updated_at },
  },
  relations: {},
};

export const hallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  broadcast: z.string().nullable().optional().describe('"vimeo:<id>" or "youtube:<id>"; only for viewers with livestream access'),
  slido: z.string().nullable().optional().describe('Audience-question code; only for viewers with livestream access'),
  ...timestampsSchema,
});
export type ApiHall = z.infer<typeof hallSchema>;

/** A hall; its stream ids only when `withStream` (the viewer may watch it). */
export function serializeHall(row: typeof halls.$inferSelect, withStream: boolean): ApiHall {
  return fromRow(hallSchema, row, withStream ? {} : { broadcast: undefined, slido: undefined });
}
