import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PARTNER_GROUPS, editions, partners as partnersTable, settings } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import { iso } from '../serialize/instant';
import { serializeMedia } from '../serialize/media';
import type { ApiPartner, ApiSetting } from './setting-schema';

/**
 * The single Setting record with the current edition's patrons order and partner logos (decision
 * 172), the logos in the homepage's group order.
 */
export async function getSetting(db: Db, opts: { params: URLSearchParams }): Promise<ApiSetting> {
  parseEntryParams(opts.params);
  const [row, [edition], partnerRows] = await Promise.all([
    db.query.settings.findFirst({ where: eq(settings.id, 0), with: { logo: true, image: true } }),
    db.select({ patrons_order: editions.patrons_order }).from(editions).where(eq(editions.id, currentEditionId)),
    db.query.partners.findMany({ where: eq(partnersTable.editionId, currentEditionId), with: { image: true } }),
  ]);
  if (!row) throw notFound('Setting');
  const groupRank = (g: string) => PARTNER_GROUPS.indexOf(g as (typeof PARTNER_GROUPS)[number]);
  const partners: ApiPartner[] = partnerRows
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.position - b.position || a.id - b.id)
    .map((p) => ({ id: p.id, name: p.name, link: p.link, image: serializeMedia(p.image), group: p.group, position: p.position }));
  return {
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    logo: serializeMedia(row.logo),
    image: serializeMedia(row.image),
    patrons_order: edition?.patrons_order ?? '',
    partners,
    updated_at: iso(row.updated_at),
  };
}
