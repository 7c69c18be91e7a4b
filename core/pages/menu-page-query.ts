import { z } from 'zod';
import type { pages } from '../../db/schema';
import { menuPages } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';

export const menuPageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  position: z.number().int(),
  page: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string() })
    .nullable()
    .describe('null when the entry links no page the viewer may see; the menu hides such entries'),
});
export type ApiMenuPage = z.infer<typeof menuPageSchema>;

export const menuPageQuery: CollectionQuery = {
  name: 'menupages',
  table: menuPages,
  id: menuPages.id,
  localized: true,
  fields: schemaFields(menuPages, menuPageSchema, { omit: ['locale'] }),
  relations: { page: { kind: 'one', column: menuPages.pageId } },
  defaultSort: [{ field: 'position', direction: 'asc' }],
};

export function serializeMenuPage(row: typeof menuPages.$inferSelect, page: typeof pages.$inferSelect | null): ApiMenuPage {
  return fromRow(menuPageSchema, row, { page: page ? { id: page.id, slug: page.slug, name: page.name } : null });
}
