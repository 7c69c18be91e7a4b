import { z } from 'zod';
import type { files } from '../../db/schema';
import { exhibitorEditors, exhibitors } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';
import { mediaSchema, serializeMedia } from '../serialize/media';

export const editorSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export type ApiEditor = z.infer<typeof editorSchema>;

export const exhibitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  slug: z.string(),
  slug_en: z.string().nullable().describe('The English fair page’s slug, from name_en; null without one (the slug serves)'),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  logo: mediaSchema.nullable(),
  ispublic: z.boolean(),
  person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  users_can_edit: z.array(editorSchema).optional().describe('Only for Admins'),
  ...timestampsSchema,
});
export type ApiExhibitor = z.infer<typeof exhibitorSchema>;

export const exhibitorQuery: CollectionQuery = {
  name: 'exhibitors',
  table: exhibitors,
  id: exhibitors.id,
  fields: schemaFields(exhibitors, exhibitorSchema, { unsortable: ['description', 'description_en'] }),
  relations: {
    logo: { kind: 'one', column: exhibitors.logoId },
    users_can_edit: {
      kind: 'many',
      through: exhibitorEditors,
      from: exhibitorEditors.exhibitorId,
      to: exhibitorEditors.userId,
      description: 'Admins, or a signed-in user asking for their own id (otherwise 403)',
      ownIdOnly: true,
    },
  },
};

type Row = typeof exhibitors.$inferSelect & { logo: typeof files.$inferSelect | null };

/** An exhibitor; `editors` (users_can_edit) is given only when the viewer may see it. */
export function serializeExhibitor(row: Row, editors?: ApiEditor[]): ApiExhibitor {
  return fromRow(exhibitorSchema, row, { logo: serializeMedia(row.logo), users_can_edit: editors });
}
