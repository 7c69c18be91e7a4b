import { z } from 'zod';
import { MESSAGE_AUDIENCES } from './message-audiences';
import { requiredText, trimmedText } from '../validation/input-fields';

/** Long enough for a page of practical information, short enough to stay a mail. */
export const MESSAGE_TEXT_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 150;

/**
 * An organiser's message (decision 120): to a seminar's seat holders or waiting list, or (Admins)
 * to every ticket holder; the Czech text always, the English one optional but whole (a subject
 * without a text would send an empty mail). The compose form and the action share it.
 */
export const messageInput = z
  .object({
    event: z.coerce.number().int().positive().max(2147483647).optional(),
    audience: z.enum(MESSAGE_AUDIENCES, { message: 'Form.error.required' }),
    subject: requiredText(MESSAGE_SUBJECT_MAX),
    text: requiredText(MESSAGE_TEXT_MAX),
    subject_en: trimmedText(MESSAGE_SUBJECT_MAX).optional(),
    text_en: trimmedText(MESSAGE_TEXT_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.subject_en) !== Boolean(v.text_en)) {
      ctx.addIssue({ code: 'custom', path: [v.subject_en ? 'text_en' : 'subject_en'], message: 'Message.englishIncomplete' });
    }
    if (v.audience !== 'ticketHolders' && v.event === undefined) {
      ctx.addIssue({ code: 'custom', path: ['audience'], message: 'Form.error.required' });
    }
  });
export type MessageInput = z.output<typeof messageInput>;
