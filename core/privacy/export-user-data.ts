import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, users } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { notFound } from '../errors/app-error';
import { USER_DATA_SECTIONS } from './user-data-sections';

/** The file's format, so a reader knows which sections to expect. */
export const USER_DATA_FORMAT = 'innoweek-personal-data/1';

/**
 * Everything the system holds linked to one account, as one JSON object (GDPR Art. 15 and 20):
 * a section per kind of record, secrets left out. Read in one transaction, so the parts agree;
 * the request itself is recorded in the audit log (decision 156).
 */
export async function exportUserData(db: Db, opts: { userId: number; now: Date }): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, opts.userId));
    if (!user) throw notFound('User');
    const orderIds = (await tx.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.userId, user.id))).map(
      (o) => o.id,
    );
    const file: Record<string, unknown> = { format: USER_DATA_FORMAT, exportedAt: opts.now.toISOString() };
    for (const section of USER_DATA_SECTIONS) file[section.name] = await section.read(tx, { user, orderIds });
    await recordAudit(tx, {
      actor: { id: user.id, username: user.username },
      action: 'create',
      entity: 'data-requests',
      entityId: user.id,
      label: 'export',
    });
    return file;
  });
}
