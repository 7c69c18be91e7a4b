import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import type { ApiPageLocalization } from './page-query';

/** For each page, the other visible pages of its localization group, in one query. */
export async function loadPageLocalizations(
  db: Db,
  rows: { id: number; localizationGroup: number }[],
  visible: SQL | undefined,
): Promise<Map<number, ApiPageLocalization[]>> {
  const result = new Map<number, ApiPageLocalization[]>(rows.map((r) => [r.id, []]));
  const groups = [...new Set(rows.map((r) => r.localizationGroup))];
  if (!groups.length) return result;
  const siblings = await db
    .select({ id: pages.id, locale: pages.locale, group: pages.localizationGroup })
    .from(pages)
    .where(and(inArray(pages.localizationGroup, groups), visible))
    .orderBy(asc(pages.locale), asc(pages.id));
  for (const row of rows) {
    const list = result.get(row.id)!;
    for (const s of siblings) if (s.group === row.localizationGroup && s.id !== row.id) list.push({ id: s.id, locale: s.locale });
  }
  return result;
}
