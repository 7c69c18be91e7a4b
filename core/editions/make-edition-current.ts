import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { authorized } from '../authorization/authorize';
import { presentEdition, type ApiEdition } from './edition-input';
import { getEditionRow } from './get-edition';

type Writer = Viewer & { username?: string };

/**
 * Makes an edition the current one (Admins; decision 165): in one transaction the current
 * edition is archived and this one becomes current, so the public site, sales and every write
 * that names no edition move to it at once. Every edition row is locked first, so two switches
 * at once run one after the other and the partial unique index never sees two current ones; the
 * last one wins. Making the current edition current changes nothing. An archived edition may be
 * made current again, to undo a switch.
 */
export async function makeEditionCurrent(db: Db, opts: { viewer: Writer | null; year: number }): Promise<ApiEdition> {
  const viewer = authorized(opts.viewer, 'editions.manage');
  return db.transaction(async (tx) => {
    // One lock order for every switch: all edition rows, by id.
    await tx.select({ id: editions.id }).from(editions).orderBy(editions.id).for('update');
    const target = await getEditionRow(tx, opts.year);
    if (target.state === 'current') return presentEdition(target);
    const archived = await tx
      .update(editions)
      .set({ state: 'archived' })
      .where(eq(editions.state, 'current'))
      .returning({ id: editions.id, year: editions.year });
    const [row] = await tx.update(editions).set({ state: 'current' }).where(eq(editions.id, target.id)).returning();
    for (const old of archived)
      await recordAudit(tx, {
        actor: viewer,
        action: 'update',
        entity: 'editions',
        entityId: old.id,
        label: `${old.year}`,
        before: { state: 'current' },
        after: { state: 'archived' },
      });
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'editions',
      entityId: target.id,
      label: `${target.year}`,
      before: { state: target.state },
      after: { state: 'current' },
    });
    return presentEdition(row!);
  });
}
