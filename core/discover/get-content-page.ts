import type { Db } from '../../db/client';
import { getPage } from '../pages/get-page';
import { publicRead } from './public-read';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

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
export async function getContentPage(db: Db, opts: { id: number; locale: string; timezone: string }): Promise<ContentPageAnswer> {
  const page = await getPage(db, { ...publicRead(opts.timezone), id: opts.id });
  const localizations = await Promise.all(
    page.localizations.map(async (l) => {
      const other = await getPage(db, { ...publicRead(opts.timezone), id: l.id });
      return { id: other.id, slug: other.slug, locale: other.locale };
    }),
  );
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
      updated_at: page.updated_at,
      localizations,
    },
  };
}
