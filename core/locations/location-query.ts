import { z } from 'zod';
import { locations } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';

export const locationQuery: CollectionQuery = {
  name: 'locations',
  table: locations,
  id: locations.id,
  fields: {
    id: { type: 'id', column: locations.id },
    name: { type: 'text', column: locations.name },
    name_en: { type: 'text', column: locations.name_en },
    created_at: { type: 'date', column: locations.created_at },
    updated_at: { type: 'date', column: locations.updated_at },
  },
  relations: {},
};

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  ...timestampsSchema,
});
export type ApiLocation = z.infer<typeof locationSchema>;

export function serializeLocation(row: typeof locations.$inferSelect): ApiLocation {
  return fromRow(locationSchema, row, {});
}
