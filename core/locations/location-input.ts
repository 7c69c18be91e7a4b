import { z } from 'zod';
import { optionalText, requiredName } from '../reference-data/reference-data-input';

/** A location as the admin writes it (POST creates, PUT changes the fields it sends). */
export const locationInput = z
  .object({
    name: requiredName,
    name_en: optionalText(300),
  })
  .strict();
export type LocationInput = z.infer<typeof locationInput>;

/** PUT: any subset of the fields. */
export const locationUpdateInput = locationInput.partial().strict();
export type LocationUpdateInput = z.infer<typeof locationUpdateInput>;
