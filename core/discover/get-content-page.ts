import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { pageIsPublished } from '../pages/page-visibility';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { iso } from '../serialize/instant';

export type ContentPage = {
  id: number;
  name: string;
  slug: string;
  locale: string;
  /** Sanitized HTML. */
  content: string;
  updated_at: string;
  /** The same page in the other language, when it is published. */
  localizations: { id: number; slug: string; locale: string }[];
};

export type ContentPageAnswer = { page: ContentPage } | { localization: { id: number; slug: string } };

/**
 * A published content page for a visitor reading in `locale` (public-site.md 4): a page written
 * in another language answers with its localization in `locale` when one is published, so the
 * visitor is sent there; without one, the page itself is shown.
 */
export async function getContentPage(db: Db, opts: { id: number; locale: string }): Promise<ContentPageAnswer> {
  const page = await db.query.pages.findFirst({ where: and(eq(pages.id, opts.id), pageIsPublished) });
  if (!page) throw notFound('Page');
  const localizations = await db
    .select({ id: pages.id, slug: pages.slug, locale: pages.locale })
    .from(pages)
    .where(and(eq(pages.localizationGroup, page.localizationGroup), ne(pages.id, page.id), pageIsPublished))
    .orderBy(asc(pages.locale), asc(pages.id));
  if (page.locale !== opts.locale) {
    const target = localizations.find((l) => l.locale === opts.locale);
    if (target) return { localization: { id: target.id, slug: target.slug } };
  }
  return {
    page: {
      id: page.id,
      name: page.name,
      slug: page.slug,
      locale: page.locale,
      content: sanitizeRichText(page.content),
      updated_at: iso(page.updated_at),
      localizations,
    },
  };
}
