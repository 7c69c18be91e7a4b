import { z } from 'zod';

/** The longest internal note on an order: a paragraph or two, not a file. */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** `POST /api/ticket-orders/{id}/notes` and the order detail's note form: the note's text. */
export const orderNoteInput = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Form.error.required')
      .max(ORDER_NOTE_MAX_LENGTH, 'Form.error.tooLong')
      .describe(`The note, at most ${ORDER_NOTE_MAX_LENGTH} characters; only Admins ever see it`),
  })
  .strict();
export type OrderNoteInput = z.infer<typeof orderNoteInput>;
