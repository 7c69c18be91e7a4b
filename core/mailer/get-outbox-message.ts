import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { canReadOutbox, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { presentOutboxMessage, type ApiOutboxMessage } from './outbox-schema';

/** One outbox message with its text and HTML body, for Admins. */
export async function getOutboxMessage(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiOutboxMessage> {
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  if (!canReadOutbox(opts.viewer)) throw new AppError('Outbox.forbidden');
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, opts.id));
  if (!row) throw notFound('Message');
  return presentOutboxMessage(row);
}
