import { z } from 'zod';
import type { mailOutbox } from '../../db/schema';
import { iso, instantSchema } from '../serialize/instant';

/** A message of the mail outbox as Admins read it (the demo and SMTP-less installs keep mail here). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']).describe('kept: no SMTP server configured, never sent'),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  template: z.string(),
  locale: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: instantSchema,
  sentAt: instantSchema.nullable(),
  nextAttemptAt: instantSchema,
  messageId: z.number().int().nullable().describe("The organiser's message this is one recipient's copy of (decision 120)"),
});
export type ApiOutboxMessage = z.infer<typeof outboxMessageSchema>;

export function presentOutboxMessage(row: typeof mailOutbox.$inferSelect): ApiOutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status as ApiOutboxMessage['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    template: row.template,
    locale: row.locale,
    text: row.text,
    html: row.html,
    created_at: iso(row.created_at),
    sentAt: iso(row.sentAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    messageId: row.messageId,
  };
}
