import { z } from 'zod';
import { PROGRAMME_LINK_KINDS } from './programme-link-kinds';
import { MAX_STARS } from './star-limits';

const id = z.number().int().positive().max(2147483647);

/** `POST /users/me/stars`: the browser's stars to merge into the account. */
export const mergeStarsInput = z
  .object({ events: z.array(id).max(MAX_STARS).describe(`Event ids, at most ${MAX_STARS}`) })
  .strict();

/** The signed-in user's stars. */
export const starsSchema = z.object({
  events: z.array(z.number().int()).describe('Ids of the starred events the user may see, oldest star first'),
  max: z.number().int().describe('How many stars an account may hold'),
});
export type Stars = z.infer<typeof starsSchema>;

/** A programme link as its owner sees it. */
export const programmeLinkSchema = z.object({
  kind: z.enum(PROGRAMME_LINK_KINDS),
  token: z.string().nullable().describe('The secret token; null when no link is issued'),
  path: z
    .string()
    .nullable()
    .describe(
      'Where it is served on this site, in Czech (English: the same token under /en/my-programme/...); null when none is issued',
    ),
});
