import { getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
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

/** What the database says of a file without sending it: its name, type, base64 length and last two characters (the padding). */
type FileInfo = { filename: string; contentType: string; length: number; tail: string };

const { attachments: _files, ...outboxColumnsWithoutFiles } = getTableColumns(mailOutbox);

/**
 * The columns an outbox message is presented from. The files are described, not read: a
 * message's PDF is tens of kilobytes of base64, and the list shows only names and sizes.
 */
export const outboxMessageColumns = {
  ...outboxColumnsWithoutFiles,
  files: sql<
    FileInfo[]
  >`coalesce((select jsonb_agg(jsonb_build_object('filename', f.value->'filename', 'contentType', f.value->'contentType', 'length', length(f.value->>'content'), 'tail', right(f.value->>'content', 2)) order by f.ordinality) from jsonb_array_elements(case when jsonb_typeof(${mailOutbox.attachments}) = 'array' then ${mailOutbox.attachments} else '[]'::jsonb end) with ordinality as f), '[]'::jsonb)`,
};

type OutboxRow = Omit<typeof mailOutbox.$inferSelect, 'attachments'> & { files: FileInfo[] };

export function presentOutboxMessage(row: OutboxRow): ApiOutboxMessage {
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
    attachments: row.files.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      size: base64Bytes(f.length, f.tail),
    })),
  };
}

/** How many bytes a base64 text of `length` characters ending in `tail` decodes to, without decoding it. */
function base64Bytes(length: number, tail: string): number {
  const padding = tail.endsWith('==') ? 2 : tail.endsWith('=') ? 1 : 0;
  return Math.floor((length * 3) / 4) - padding;
}
