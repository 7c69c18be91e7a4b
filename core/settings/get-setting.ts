import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PARTNER_GROUPS, settings } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import { iso } from '../serialize/instant';
import { serializeMedia } from '../serialize/media';
import type { ApiPartner, ApiSetting } from './setting-schema';

/** The single Setting record with its partner logos in the homepage's group order. */
export async function getSetting(db: Db, opts: { params: URLSearchParams }): Promise<ApiSetting> {
  parseEntryParams(opts.params);
  const [row, partnerRows] = await Promise.all([
    db.query.settings.findFirst({ where: eq(settings.id, 0), with: { logo: true, image: true } }),
    db.query.partners.findMany({ with: { image: true } }),
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
    patrons_order: row.patrons_order,
    partners,
    updated_at: iso(row.updated_at),
  };
}
