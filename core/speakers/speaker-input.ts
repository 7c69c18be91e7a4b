import { z } from 'zod';
import { entryId, entryIds, optionalText, publishedAt, requiredText, richText, webLink } from '../validation/input-fields';

/**
 * A speaker as the admin's speaker form and the speaker self-edit page write it
 * (admin-and-widgets.md 2, 3, 5): only the name is required; `web_link` (shown as Twitter),
 * `linkedin_link` and `website` are http(s) addresses or empty; `image` the id of an uploaded
 * image or null; `published_at` an instant publishes, null makes a draft; `users_can_edit` the
 * users who may edit the profile. Who may send which field is core's business (speaker policy).
 */
export const speakerInput = z
  .object({
    name: requiredText(300),
    job: optionalText(300),
    job_en: optionalText(300),
    description: richText,
    description_en: richText,
    web_link: webLink,
    linkedin_link: webLink,
    website: webLink,
    image: entryId.nullish(),
    published_at: publishedAt,
    users_can_edit: entryIds.optional(),
  })
  .strict();
export type SpeakerInput = z.infer<typeof speakerInput>;

/** PUT: any subset of the fields. */
export const speakerUpdateInput = speakerInput.partial().strict();
export type SpeakerUpdateInput = z.infer<typeof speakerUpdateInput>;
