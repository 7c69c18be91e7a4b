import { z } from 'zod';

export const searchResultSchema = z.object({
  collectionType: z.enum(['Event', 'speaker']),
  collectionId: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable().optional(),
  /** Events only: the event type id and slug, so a client can link straight to the detail page. */
  eventtype: z.number().int().optional(),
  slug: z.string().optional(),
  /** Events only: the English pages' slug, null when the event has no English name (the slug serves). */
  slug_en: z.string().nullable().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
