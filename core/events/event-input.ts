import { z } from 'zod';
import { ACCESS_CONTROL } from '../../db/schema';
import { optionalEmail } from '../accounts/schemas';
import { presentIdsInput } from '../attendance/present-ids-input';
import { boundedInstant } from '../validation/input-fields';
import { RECONFIRM_HOURS } from '../reconfirm/reconfirm-rules';

const id = z.number().int().positive().max(2147483647);
const ids = z.array(id).max(200);
const text = (max: number) => z.string().trim().max(max);
/** Empty text clears an optional field. */
const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();
/** An instant with its offset, as the admin's datetime field writes it (`2021-10-12T09:00:00.000Z`). */
const instant = boundedInstant.transform((v) => new Date(v));
const webLink = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https?$/, message: 'Event.link' }).nullable())
  .nullish();

/**
 * An event as the admin writes it (POST creates, PUT changes the fields it sends). Relations
 * are ids; `speakers` is in display order (saved as speakers_order too); `published_at` set
 * publishes, null makes a draft. Rich text is sanitized when saved, never trusted as sent.
 */
export const eventInput = z
  .object({
    name: text(300).min(1, 'Form.error.required'),
    name_en: optionalText(300),
    eventtype: id,
    start: instant,
    end: instant,
    location: id.nullish(),
    hall: id.nullish(),
    exhibitor: id.nullish(),
    image: id.nullish().describe('An uploaded image (a PDF is refused: `Entry.notAnImage`)'),
    max_users: z.number().int().min(0, 'Form.error.invalid').max(100000, 'Form.error.invalid').nullish(),
    reconfirm_hours: z
      .number()
      .int()
      .min(RECONFIRM_HOURS.min, 'Form.error.invalid')
      .max(RECONFIRM_HOURS.max, 'Form.error.invalid')
      .nullish()
      .describe(
        'No-show control (decision 134): a full seminar with a queue asks its seat holders this many hours before the start; null never asks',
      ),
    description: z.string().max(100_000).nullish(),
    description_en: z.string().max(100_000).nullish(),
    address: optionalText(300),
    facebook_link: webLink,
    is_premiere: z.boolean().optional(),
    access_control: z.enum(ACCESS_CONTROL, { message: 'Form.error.invalid' }).optional(),
    speakers: ids.optional(),
    embeds: ids.optional(),
    files: ids.optional().describe('Attached files: uploaded images or PDF documents'),
    contact: optionalText(300),
    contact_email: optionalEmail,
    published_at: z.iso.datetime({ offset: true, message: 'Form.error.invalid' }).nullish(),
  })
  .strict();

export type EventInput = z.infer<typeof eventInput>;

/**
 * PUT: any subset of the fields, and the whole attendance list (users_present, spec
 * admin-and-widgets.md 7). One mark at a time goes through PUT /events/{id}/attendance, which
 * two devices can use at once without overwriting each other.
 */
export const eventUpdateInput = eventInput.partial().extend({ users_present: presentIdsInput.optional() }).strict();
export type EventUpdateInput = z.infer<typeof eventUpdateInput>;
