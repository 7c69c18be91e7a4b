import { z } from 'zod';
import { optionalText, requiredName } from '../reference-data/reference-data-input';

/** An event type as the admin writes it (POST creates, PUT changes the fields it sends). */
export const eventTypeInput = z
  .object({
    name: requiredName,
    name_en: optionalText(300),
  })
  .strict();
export type EventTypeInput = z.infer<typeof eventTypeInput>;

/** PUT: any subset of the fields. */
export const eventTypeUpdateInput = eventTypeInput.partial().strict();
export type EventTypeUpdateInput = z.infer<typeof eventTypeUpdateInput>;
