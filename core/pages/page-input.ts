import { z } from 'zod';
import { entryId, publishedAt, requiredText, richText } from '../validation/input-fields';

/** The languages a page (and a side menu) is written in. */
export const PAGE_LOCALES = ['cs', 'en'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

export const MAX_PAGE_SLUG_LENGTH = 200;
/** Lower-case letters and digits in groups joined by single hyphens: what `slugify` makes of a title. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isPageSlug(value: string): boolean {
  return value.length <= MAX_PAGE_SLUG_LENGTH && SLUG.test(value);
}

const locale = z.enum(PAGE_LOCALES, { message: 'Form.error.invalid' });

/** A slug as sent: empty or null derives it from the name; anything else must already be one. */
const slug = z
  .string()
  .trim()
  .max(MAX_PAGE_SLUG_LENGTH)
  .refine((v) => v === '' || isPageSlug(v), { message: 'Page.slug' })
  .nullish()
  .describe('Lower-case letters, digits and single hyphens (`o-akci`); empty derives it from the name');

const fields = {
  name: requiredText(300),
  slug,
  content: richText.describe('Rich text; sanitized when saved, null or empty leaves the page empty'),
  published_at: publishedAt,
  localizations: z
    .array(entryId)
    .max(1)
    .optional()
    .describe('The id of this page in the other language (the page joins its localizations); `[]` unlinks it'),
};

/**
 * A content page as the admin writes it (POST creates, PUT changes the fields it sends).
 * `locale` is chosen on create and never changed (the other language is a localization of its
 * own); `published_at` an instant publishes, null makes a draft, absent on create publishes now
 * (Strapi). Unknown fields are refused.
 */
export const pageInput = z.object({ ...fields, locale: locale.default('cs') }).strict();
export type PageInput = z.infer<typeof pageInput>;

/** PUT: any subset of the fields but the locale. */
export const pageUpdateInput = z.object(fields).partial().strict();
export type PageUpdateInput = z.infer<typeof pageUpdateInput>;

/**
 * `POST /pages/{id}/localizations`: the other language's version of a page. `locale` is
 * required; the name starts as the page's own, the rest as given (a draft unless
 * `published_at` is sent: an empty page must not replace the original for that language).
 */
export const pageLocalizationInput = z
  .object({ locale, name: requiredText(300).optional(), slug, content: richText, published_at: publishedAt })
  .strict();
export type PageLocalizationInput = z.infer<typeof pageLocalizationInput>;

export const MAX_MENU_ENTRIES = 100;

/**
 * `PUT /menupages`: one language's side menu as a whole, in display order. An entry links a
 * page by id, or none (null: kept, but the menu does not show it).
 */
export const menuInput = z
  .object({
    locale,
    entries: z
      .array(z.object({ page: entryId.nullable() }).strict())
      .max(MAX_MENU_ENTRIES)
      .describe('The entries in display order; `page` a page id or null'),
  })
  .strict();
export type MenuInput = z.infer<typeof menuInput>;
