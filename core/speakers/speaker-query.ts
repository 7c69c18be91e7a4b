import { z } from 'zod';
import type { files } from '../../db/schema';
import { events, eventSpeakers, speakerEditors, speakers } from '../../db/schema';
import { editorSchema, type ApiEditor } from '../exhibitors/exhibitor-query';
import { eventVisibleTo } from '../events/event-visibility';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { instantSchema, timestampsSchema } from '../serialize/instant';
import { mediaSchema, serializeMedia } from '../serialize/media';

export const speakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string().nullable(),
  job_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  image: mediaSchema.nullable(),
  web_link: z.string().nullable().describe('Shown as Twitter'),
  linkedin_link: z.string().nullable(),
  website: z.string().nullable(),
  published_at: instantSchema.nullable(),
  users_can_edit: z.array(editorSchema).optional().describe('Only for Admins'),
  ...timestampsSchema,
});
export type ApiSpeaker = z.infer<typeof speakerSchema>;

export const speakerQuery: CollectionQuery = {
  name: 'speakers',
  table: speakers,
  id: speakers.id,
  publishable: true,
  fields: schemaFields(speakers, speakerSchema, { unsortable: ['description', 'description_en'] }),
  relations: {
    image: { kind: 'one', column: speakers.imageId },
    events: {
      kind: 'many',
      through: eventSpeakers,
      from: eventSpeakers.speakerId,
      to: eventSpeakers.eventId,
      target: { table: events, id: events.id, published: eventVisibleTo },
    },
    users_can_edit: {
      kind: 'many',
      through: speakerEditors,
      from: speakerEditors.speakerId,
      to: speakerEditors.userId,
      description: 'Admins, or a signed-in user asking for their own id (otherwise 403)',
      ownIdOnly: true,
    },
  },
};

type Row = Omit<typeof speakers.$inferSelect, 'search_text'> & { image: typeof files.$inferSelect | null };

/** A speaker; `editors` (users_can_edit) is given only when the viewer may see it. */
export function serializeSpeaker(row: Row, editors?: ApiEditor[]): ApiSpeaker {
  return fromRow(speakerSchema, row, { image: serializeMedia(row.image), users_can_edit: editors });
}
