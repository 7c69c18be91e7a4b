import { z } from 'zod';
import { optionalEmail } from '../accounts/schemas';
import { entryId, entryIds, optionalText, requiredText, richText } from '../validation/input-fields';

/**
 * An exhibitor as the admin's exhibitor form writes it (admin-and-widgets.md 2, 3, 5). `logo`
 * is the id of an uploaded image, required and never cleared ('Missing image!');
 * `users_can_edit` the ids of the users who edit its events. Unknown fields are refused.
 */
const fields = z
  .object({
    name: requiredText(300),
    name_en: optionalText(300),
    ispublic: z.boolean().optional(),
    person: optionalText(300),
    phone: optionalText(100),
    email: optionalEmail,
    description: richText,
    description_en: richText,
    logo: entryId.nullish(),
    users_can_edit: entryIds.optional(),
  })
  .strict();

const logoRequired = (ctx: z.core.$RefinementCtx) =>
  ctx.addIssue({ code: 'custom', path: ['logo'], message: 'Exhibitor.logo.required' });

/** POST: name and logo are required. */
export const exhibitorInput = fields.superRefine((v, ctx) => {
  if (v.logo === null || v.logo === undefined) logoRequired(ctx);
});
export type ExhibitorInput = z.infer<typeof exhibitorInput>;

/** PUT: any subset of the fields; the logo may be replaced, not removed. */
export const exhibitorUpdateInput = fields
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (v.logo === null) logoRequired(ctx);
  });
export type ExhibitorUpdateInput = z.infer<typeof exhibitorUpdateInput>;
