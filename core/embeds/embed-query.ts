import { z } from 'zod';
import { embeds, eventEmbeds, events } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { fromRow } from '../serialize/from-row';
import { instantSchema, timestampsSchema } from '../serialize/instant';

export const embedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().describe('The unique code of the video or chat on its platform'),
  type: z
    .number()
    .int()
    .describe('1 Chat sli.do, 2 Video Slideslive, 3 Video Vimeo, 4 Video YouTube, 5 Chat Rocket.chat, 6 Meeting Zoom'),
  order: z.number().int(),
  recording: z.boolean().describe('A recording of the session: after the event ends it replaces its live videos'),
  published_at: instantSchema.nullable(),
  ...timestampsSchema,
});
export type ApiEmbed = z.infer<typeof embedSchema>;

export const embedQuery: CollectionQuery = {
  name: 'embeds',
  table: embeds,
  id: embeds.id,
  publishable: true,
  fields: schemaFields(embeds, embedSchema),
  relations: {
    events: {
      kind: 'many',
      through: eventEmbeds,
      from: eventEmbeds.embedId,
      to: eventEmbeds.eventId,
      target: { table: events, id: events.id, published: eventVisibleTo },
    },
  },
};

export function serializeEmbed(row: typeof embeds.$inferSelect): ApiEmbed {
  return fromRow(embedSchema, row, {});
}
