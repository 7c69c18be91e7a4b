import { z } from 'zod';
import { locations } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  ...timestampsSchema,
});
export type ApiLocation = z.infer<typeof locationSchema>;

export const locationQuery: CollectionQuery = {
  name: 'locations',
  table: locations,
  id: locations.id,
  fields: schemaFields(locations, locationSchema),
  relations: {},
};

export function serializeLocation(row: typeof locations.$inferSelect): ApiLocation {
  return fromRow(locationSchema, row, {});
}
