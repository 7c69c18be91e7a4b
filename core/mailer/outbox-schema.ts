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
  composing: z
    .boolean()
    .describe(
      'Its text or its file is still being made after the change that wrote it was committed (decisions 157, 183); it is not sent until made',
    ),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        size: z.number().int().describe('In bytes'),
      }),
    )
    .describe('The files the message carries, in order; each one from `/outbox/{id}/attachments/{n}` (n from 1)'),
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
    // A composition that failed for good is not being prepared any more: its status says failed.
    composing: row.compose !== null && row.status !== 'failed',
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: base64Bytes(a.content),
    })),
  };
}

/** How many bytes a base64 text decodes to, without decoding it. */
function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
