import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuPages } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeMenuPage, type ApiMenuPage } from './menu-page-query';
import { isPageVisible } from './page-visibility';

export async function getMenuPage(db: Db, opts: ReadOptions & { id: number }): Promise<ApiMenuPage> {
  const { publicationState } = parseEntryParams(opts.params);
  const row = await db.query.menuPages.findFirst({ where: eq(menuPages.id, opts.id), with: { page: true } });
  if (!row) throw notFound('Menu entry');
  const { page, ...entry } = row;
  return serializeMenuPage(entry, page && isPageVisible(page, opts.viewer, publicationState) ? page : null);
}
