/** Where a hall's livestream page lives, in each language (issue 29, decision 107). */
import type { HallRef } from '../../../core/halls/hall-slug';
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';

export type { HallRef };

/** The slug of a hall's page in a locale: the English pages use the English name's slug where there is one. */
export function hallPageSlug(hall: Pick<HallRef, 'slug' | 'slug_en'>, locale: Locale): string {
  return (locale === 'en' && hall.slug_en) || hall.slug;
}

/** The one right address of a hall's livestream page in a locale; links, the canonical redirect and the wall's QR code ask it. */
export function hallHref(hall: HallRef, locale: Locale): string {
  return href('LivestreamDetail', { id: hall.id, slug: hallPageSlug(hall, locale) }, locale);
}
