import { z } from 'zod';
import type { files } from '../../db/schema';
import { exhibitorEditors, exhibitors } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { fromRow } from '../serialize/from-row';
import { timestampsSchema } from '../serialize/instant';
import { mediaSchema, serializeMedia } from '../serialize/media';

export const exhibitorQuery: CollectionQuery = {
  name: 'exhibitors',
  table: exhibitors,
  id: exhibitors.id,
  fields: {
    id: { type: 'id', column: exhibitors.id },
    name: { type: 'text', column: exhibitors.name },
    name_en: { type: 'text', column: exhibitors.name_en },
    slug: { type: 'text', column: exhibitors.slug },
    slug_en: { type: 'text', column: exhibitors.slug_en },
    description: { type: 'text', column: exhibitors.description, sortable: false },
    description_en: { type: 'text', column: exhibitors.description_en, sortable: false },
    ispublic: { type: 'bool', column: exhibitors.ispublic },
    person: { type: 'text', column: exhibitors.person },
    phone: { type: 'text', column: exhibitors.phone },
    email: { type: 'text', column: exhibitors.email },
    created_at: { type: 'date', column: exhibitors.created_at },
    updated_at: { type: 'date', column: exhibitors.updated_at },
  },
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

type Row = typeof exhibitors.$inferSelect & { logo: typeof files.$inferSelect | null };

/** An exhibitor; `editors` (users_can_edit) is given only when the viewer may see it. */
export function serializeExhibitor(row: Row, editors?: ApiEditor[]): ApiExhibitor {
  return fromRow(exhibitorSchema, row, { logo: serializeMedia(row.logo), users_can_edit: editors });
}
