import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { windowIsOrdered, type PromoCodeInput, type PromoCodeUpdateInput } from './promo-code-input';
import { serializePromoCode, type ApiPromoCode } from './promo-code-query';
import { findPromoCode, promoCodeUses } from './promo-code-uses';
import { authorized } from '../authorization/authorize';
import { violates } from './unique-violation';
import { assertEditionEditable } from '../editions/edited-edition';
import type { EditionRef } from '../editions/current-edition';

type Writer = Viewer & { username?: string };

const UNIQUE_CODE = 'promo_codes_edition_code_lower_uq';
const takenError = (code: string) => new AppError('PromoCode.taken', { field: 'code', params: { code } });

type Values = Partial<typeof promoCodes.$inferInsert>;

function valuesOf(input: PromoCodeUpdateInput): Values {
  const values: Values = {};
  if (input.code !== undefined) values.code = input.code;
  if (input.discount !== undefined) values.discount = input.discount;
  if (input.active !== undefined) values.active = input.active;
  if (input.maxUses !== undefined) values.maxUses = input.maxUses;
  if (input.validFrom !== undefined) values.validFrom = input.validFrom === null ? null : new Date(input.validFrom);
  if (input.validUntil !== undefined) values.validUntil = input.validUntil === null ? null : new Date(input.validUntil);
  return values;
}

/**
 * Creates a promo code (Admins) in the current edition, or in another named (a draft's codes are
 * made before it is current; an archived edition's are 409 `Edition.archived`, decision 178). A
 * code that exists in that edition in any case is 409 `PromoCode.taken`; the check before the
 * insert gives the usual answer, the unique index on edition and lower(code) the race.
 */
export async function createPromoCode(
  db: Db,
  opts: { viewer: Writer | null; input: PromoCodeInput; edition?: EditionRef },
): Promise<ApiPromoCode> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const edition = opts.edition ?? 'current';
  await assertEditionEditable(db, edition);
  if (await findPromoCode(db, opts.input.code, edition)) throw takenError(opts.input.code);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          ...valuesOf(opts.input),
          code: opts.input.code,
          discount: opts.input.discount,
          // The column default is the current edition.
          ...(edition === 'current' ? {} : { editionId: edition }),
        })
        .returning();
      await recordAudit(tx, {
        actor: viewer,
        action: 'create',
        entity: 'promocodes',
        entityId: row!.id,
        label: row!.code,
        after: row,
      });
      return serializePromoCode(row!, 0);
    });
  } catch (err) {
    throw violates(err, UNIQUE_CODE) ? takenError(opts.input.code) : err;
  }
}

/**
 * Changes the fields sent (Admins); an unknown id is 404. The resulting window must be ordered
 * (400 `PromoCode.window`). Lowering maxUses below the uses is allowed: the code is used up.
 * The row is locked, so an order redeeming the code meanwhile counts under the rules it saw.
 */
export async function updatePromoCode(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: PromoCodeUpdateInput },
): Promise<ApiPromoCode> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const set = valuesOf(opts.input);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, opts.id)).for('update');
      if (!current) throw notFound('Promo code');
      await assertEditionEditable(tx, current.editionId);
      const validFrom = set.validFrom === undefined ? current.validFrom : set.validFrom;
      const validUntil = set.validUntil === undefined ? current.validUntil : set.validUntil;
      if (!windowIsOrdered({ validFrom: validFrom?.toISOString(), validUntil: validUntil?.toISOString() }))
        throw new AppError('PromoCode.window', { field: 'validUntil' });
      if (set.code !== undefined && set.code.toLowerCase() !== current.code.toLowerCase()) {
        const other = await findPromoCode(tx, set.code, current.editionId);
        if (other) throw takenError(set.code);
      }
      const [row] = Object.keys(set).length
        ? await tx.update(promoCodes).set(set).where(eq(promoCodes.id, current.id)).returning()
        : [current];
      await recordAudit(tx, {
        actor: viewer,
        action: 'update',
        entity: 'promocodes',
        entityId: current.id,
        label: row!.code,
        before: current,
        after: row,
      });
      const uses = await promoCodeUses(tx, [current.id]);
      return serializePromoCode(row!, uses.get(current.id) ?? 0);
    });
  } catch (err) {
    throw violates(err, UNIQUE_CODE) ? takenError(set.code ?? '') : err;
  }
}

/**
 * Deletes a promo code no order used (Admins). One that orders name, cancelled ones included,
 * is refused with their number (409 `PromoCode.inUse`, `count`): the orders and their invoices
 * keep pointing at it, so it is deactivated instead.
 */
export async function deletePromoCode(
  db: Db,
  opts: { viewer: Writer | null; id: number },
): Promise<{ id: number; code: string }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, opts.id)).for('update');
    if (!current) throw notFound('Promo code');
    await assertEditionEditable(tx, current.editionId);
    const count = await tx.$count(ticketOrders, eq(ticketOrders.promoCodeId, current.id));
    if (count > 0) throw new AppError('PromoCode.inUse', { params: { count } });
    await tx.delete(promoCodes).where(eq(promoCodes.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'promocodes',
      entityId: current.id,
      label: current.code,
      before: current,
    });
    return { id: current.id, code: current.code };
  });
}
