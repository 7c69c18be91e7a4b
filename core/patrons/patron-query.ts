import { z } from 'zod';
import type { files } from '../../db/schema';
import { patrons } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';
import { mediaSchema, serializeMedia } from '../serialize/media';

export const patronQuery: CollectionQuery = {
  name: 'patrons',
  table: patrons,
  id: patrons.id,
  fields: {
    id: { type: 'id', column: patrons.id },
    name: { type: 'text', column: patrons.name },
    job: { type: 'text', column: patrons.job },
    job_en: { type: 'text', column: patrons.job_en },
    description: { type: 'text', column: patrons.description, sortable: false },
    description_en: { type: 'text', column: patrons.description_en, sortable: false },
    website: { type: 'text', column: patrons.website },
    created_at: { type: 'date', column: patrons.created_at },
    updated_at: { type: 'date', column: patrons.updated_at },
  },
  relations: { image: { kind: 'one', column: patrons.imageId } },
};

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

export function serializePatron(row: typeof patrons.$inferSelect & { image: typeof files.$inferSelect | null }): ApiPatron {
  return fromRow(patronSchema, row, { image: serializeMedia(row.image) });
}
