import { z } from 'zod';
import { entryId, optionalText, requiredText, richText, webLink } from '../validation/input-fields';

/**
 * A patron as the admin's patron form writes it (admin-and-widgets.md 2, 3, 5): name, job and
 * image are required (the image never cleared: 'Missing image!'), `website` an http(s)
 * address or empty. Unknown fields are refused.
 */
const fields = z
  .object({
    name: requiredText(300),
    job: requiredText(300),
    job_en: optionalText(300),
    description: richText,
    description_en: richText,
    image: entryId.nullish(),
    website: webLink,
  })
  .strict();

const imageRequired = (ctx: z.core.$RefinementCtx) =>
  ctx.addIssue({ code: 'custom', path: ['image'], message: 'Patron.image.required' });

/** POST: name, job and image are required. */
export const patronInput = fields.superRefine((v, ctx) => {
  if (v.image === null || v.image === undefined) imageRequired(ctx);
});
export type PatronInput = z.infer<typeof patronInput>;

/** PUT: any subset of the fields; the image may be replaced, not removed. */
export const patronUpdateInput = fields
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (v.image === null) imageRequired(ctx);
  });
export type PatronUpdateInput = z.infer<typeof patronUpdateInput>;
