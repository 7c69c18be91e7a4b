import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { outboxMessageColumns, presentOutboxMessage, type ApiOutboxMessage } from './outbox-schema';
import { authorized } from '../authorization/authorize';

/** One outbox message with its text and HTML body, for Admins. */
export async function getOutboxMessage(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiOutboxMessage> {
  authorized(opts.viewer, 'outbox.read');
  const [row] = await db.select(outboxMessageColumns).from(mailOutbox).where(eq(mailOutbox.id, opts.id));
  if (!row) throw notFound('Message');
  return presentOutboxMessage(row);
}

/** A file a message carries, `n` from 1, for Admins; 404 for an unknown message or file. */
export async function getOutboxAttachment(
  db: Db,
  opts: { viewer: Viewer | null; id: number; n: number },
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  authorized(opts.viewer, 'outbox.read');
  const [row] = await db.select({ attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.id, opts.id));
  if (!row) throw notFound('Message');
  const file = row.attachments?.[opts.n - 1];
  if (!file) throw notFound('Attachment');
  return { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content, 'base64') };
}
