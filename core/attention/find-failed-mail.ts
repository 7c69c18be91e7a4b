import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { canReadOutbox, type Viewer } from '../accounts/policy';
import { ATTENTION_ITEMS, type AttentionList } from './attention-list';

export type FailedMail = { id: number; to: string; subject: string; created_at: Date };

/** Mail the worker gave up on, newest first (Admins: the outbox holds everyone's links); null for anyone else. */
export async function findFailedMail(db: Db, opts: { viewer: Viewer }): Promise<AttentionList<FailedMail> | null> {
  if (!canReadOutbox(opts.viewer)) return null;
  const failed = eq(mailOutbox.status, 'failed');
  const [items, [total]] = await Promise.all([
    db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, created_at: mailOutbox.created_at })
      .from(mailOutbox)
      .where(failed)
      .orderBy(desc(mailOutbox.id))
      .limit(ATTENTION_ITEMS),
    db.select({ n: count() }).from(mailOutbox).where(failed),
  ]);
  return { total: Number(total?.n ?? 0), items };
}
