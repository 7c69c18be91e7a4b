import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions, patrons, settings } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { formatPatronsOrder } from './patrons-order';
import type { SettingInput } from './setting-input';
import { authorized } from '../authorization/authorize';

/**
 * The single setting row, locked until the transaction ends: the patrons order writes (the
 * current edition's, deleting a patron every edition's) take it first, so they run one at a time.
 */
export async function lockSetting(tx: Tx) {
  const [row] = await tx.select().from(settings).where(eq(settings.id, 0)).for('update');
  return row;
}

/**
 * Saves the current edition's patrons order (decision 172; the setting's updated_at moves, as
 * the API answers it with the setting): every id must be an existing patron (400 `Entry.unknownReference`
 * naming patrons_order), none twice (400 `Setting.patronsOrder.duplicate`). Checked in the
 * transaction that writes it, with the setting locked, so a patron deleted meanwhile is not kept.
 */
export async function updateSetting(db: Db, opts: { viewer: Viewer | null; input: SettingInput }): Promise<void> {
  const viewer = authorized(opts.viewer, 'setting.write');
  const ids = opts.input.patrons_order;
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length)
    throw new AppError('Setting.patronsOrder.duplicate', { field: 'patrons_order', params: { ids: repeated.join(', ') } });
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx);
    if (!current) throw notFound('Setting');
    const [edition] = await tx
      .select({ id: editions.id, patrons_order: editions.patrons_order })
      .from(editions)
      .where(eq(editions.id, currentEditionId));
    if (!edition) throw notFound('Edition');
    const found = ids.length ? await tx.select({ id: patrons.id }).from(patrons).where(inArray(patrons.id, ids)) : [];
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length)
      throw new AppError('Entry.unknownReference', { field: 'patrons_order', params: { ids: missing.join(', ') } });
    const order = formatPatronsOrder(ids);
    await tx.update(editions).set({ patrons_order: order }).where(eq(editions.id, edition.id));
    await tx
      .update(settings)
      .set({ updated_at: sql`now()` })
      .where(eq(settings.id, 0));
    // The one field this write can change; the setting is entity 'setting', id 0.
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'setting',
      entityId: 0,
      label: current.name,
      before: { patrons_order: edition.patrons_order },
      after: { patrons_order: order },
    });
  });
}
