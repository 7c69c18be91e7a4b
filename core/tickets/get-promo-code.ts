import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { serializePromoCode, type ApiPromoCode } from './promo-code-query';
import { promoCodeUses } from './promo-code-uses';
import { authorized } from '../authorization/authorize';

/** One promo code with its uses (Admins); an unknown id is 404. */
export async function getPromoCode(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiPromoCode> {
  authorized(opts.viewer, 'tickets.manage');
  const row = await db.query.promoCodes.findFirst({ where: eq(promoCodes.id, opts.id) });
  if (!row) throw notFound('Promo code');
  const uses = await promoCodeUses(db, [row.id]);
  return serializePromoCode(row, uses.get(row.id) ?? 0);
}
