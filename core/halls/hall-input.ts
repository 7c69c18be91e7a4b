import { z } from 'zod';
import { optionalText, requiredName, richText } from '../reference-data/reference-data-input';

/**
 * Platforms a hall's livestream can be on: the players the site builds for `broadcast` (the
 * same the database's `halls_broadcast_ck` allows and the Hall schema documents).
 */
export const HALL_BROADCAST_PLATFORMS = ['youtube', 'vimeo'] as const;
const MAX_STREAM_CODE = 100;

/**
 * `platform:id`, e.g. `youtube:dQw4w9WgXcQ` or `vimeo:576123456`: a known platform and an id
 * of letters, digits, `_` and `-` (no spaces, `<`, `/` or a second colon, so never an address
 * or `javascript:`).
 */
const BROADCAST = new RegExp(`^(${HALL_BROADCAST_PLATFORMS.join('|')}):[A-Za-z0-9_-]{1,${MAX_STREAM_CODE}}$`);
/** A Slido event code: letters, digits, `_` and `-`, starting with a letter or digit. */
const SLIDO = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${MAX_STREAM_CODE - 1}}$`);

export const isHallBroadcast = (value: string) => BROADCAST.test(value);
export const isSlidoCode = (value: string) => SLIDO.test(value);

/** Empty clears the field (null); anything else must pass `check`. */
const code = (check: (v: string) => boolean, message: 'Hall.broadcast' | 'Hall.slido') =>
  z
    .string()
    .trim()
    .max(MAX_STREAM_CODE + 20)
    .refine((v) => v === '' || check(v), { message })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A hall as the admin writes it (POST creates, PUT changes the fields it sends). */
export const hallInput = z
  .object({
    name: requiredName,
    name_en: optionalText(300),
    broadcast: code(isHallBroadcast, 'Hall.broadcast'),
    slido: code(isSlidoCode, 'Hall.slido'),
    description: richText,
    description_en: richText,
  })
  .strict();
export type HallInput = z.infer<typeof hallInput>;

/** PUT: any subset of the fields. */
export const hallUpdateInput = hallInput.partial().strict();
export type HallUpdateInput = z.infer<typeof hallUpdateInput>;
