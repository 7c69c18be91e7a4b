import { z } from 'zod';
import { DEFAULT_EMBED_TYPE, EMBED_TYPE } from './embed-types';

/** Longest code of a video or chat: Zoom links with a passcode and Rocket.chat room paths are the long ones. */
export const MAX_EMBED_CODE_LENGTH = 200;

/**
 * The code of a video or chat on its platform (`dQw4w9WgXcQ`, `588201144`, `588201144/a1b2c3`,
 * `83124567890?pwd=Xy12`), never a web address or markup: the player builds the address from
 * the type. It starts with a letter or digit and holds letters, digits and `. _ - / ? = &`; no
 * colon (so no `javascript:` or `https:`), no `//` and no `..` (so it cannot leave the
 * platform's path), no spaces, quotes or `<`.
 */
const EMBED_CODE = /^[A-Za-z0-9][A-Za-z0-9._/?=&-]*$/;

export function isEmbedCode(code: string): boolean {
  return code.length <= MAX_EMBED_CODE_LENGTH && EMBED_CODE.test(code) && !code.includes('//') && !code.includes('..');
}

const id = z.number().int().positive().max(2147483647);
const embedType = z
  .number({ message: 'Embed.type' })
  .int('Embed.type')
  .min(EMBED_TYPE.slido, 'Embed.type')
  .max(EMBED_TYPE.zoom, 'Embed.type');

/**
 * An embed as the admin's event form writes it (POST creates, PUT changes the fields it sends).
 * `events` are the ids of the events it is attached to (replaced as a whole on PUT);
 * `published_at` an instant publishes, null makes a draft, absent on create publishes now
 * (Strapi's default, so a video added to a published event shows at once).
 */
export const embedInput = z
  .object({
    name: z.string().trim().min(1, 'Form.error.required').max(200),
    url: z
      .string()
      .trim()
      .min(1, 'Form.error.required')
      .max(MAX_EMBED_CODE_LENGTH)
      .refine(isEmbedCode, { message: 'Embed.code' }),
    type: embedType.default(DEFAULT_EMBED_TYPE),
    order: z.number().int().min(0, 'Form.error.invalid').max(100000, 'Form.error.invalid').optional(),
    /** A video recorded at the session, shown on the event page once it ends (decision 088). */
    recording: z.boolean().optional(),
    events: z.array(id).max(200).optional(),
    published_at: z.iso.datetime({ offset: true, message: 'Form.error.invalid' }).nullish(),
  })
  .strict();

export type EmbedInput = z.infer<typeof embedInput>;

/** PUT: any subset of the fields; an absent type stays as it is. */
export const embedUpdateInput = embedInput.extend({ type: embedType }).partial().strict();
export type EmbedUpdateInput = z.infer<typeof embedUpdateInput>;
