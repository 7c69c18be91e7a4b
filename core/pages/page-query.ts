import { z } from 'zod';
import { pages } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { instantSchema, timestampsSchema } from '../serialize/instant';

export const pageLocalizationSchema = z.object({ id: z.number().int(), locale: z.string() });

export const pageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locale: z.string(),
  content: z.string(),
  published_at: instantSchema.nullable(),
  localizations: z.array(pageLocalizationSchema).describe('The same page in the other locales'),
  ...timestampsSchema,
});
export type ApiPage = z.infer<typeof pageSchema>;
export type ApiPageLocalization = z.infer<typeof pageLocalizationSchema>;

export const pageQuery: CollectionQuery = {
  name: 'pages',
  table: pages,
  id: pages.id,
  publishable: true,
  localized: true,
  fields: schemaFields(pages, pageSchema, { omit: ['locale'], unsortable: ['content'] }),
  relations: {},
};

export function serializePage(row: typeof pages.$inferSelect, localizations: ApiPageLocalization[]): ApiPage {
  return fromRow(pageSchema, row, { localizations });
}
