import { z } from 'zod';
import type { files } from '../../db/schema';
import { patrons } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';
import { mediaSchema, serializeMedia } from '../serialize/media';

export const patronSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string().nullable(),
  job_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  image: mediaSchema.nullable(),
  website: z.string().nullable(),
  ...timestampsSchema,
});
export type ApiPatron = z.infer<typeof patronSchema>;

export const patronQuery: CollectionQuery = {
  name: 'patrons',
  table: patrons,
  id: patrons.id,
  fields: schemaFields(patrons, patronSchema, { unsortable: ['description', 'description_en'] }),
  relations: { image: { kind: 'one', column: patrons.imageId } },
};

export function serializePatron(row: typeof patrons.$inferSelect & { image: typeof files.$inferSelect | null }): ApiPatron {
  return fromRow(patronSchema, row, { image: serializeMedia(row.image) });
}
