import { findPatronProfiles } from '../../../../core/discover/find-patron-profiles';
import { remember, type ReadMemo } from '../../../../core/serialize/read-memo';
import type { HomepagePatron } from '../../../../core/site/get-homepage';
import type { Db } from '../../../../db/client';
import type { CarouselPatron } from '../../../components/patron-carousel';

/** The patrons of a carousel with the descriptions its speaker modal shows (the home page, an archived edition's home). */
export async function withPatronProfiles(
  db: Db,
  memo: ReadMemo | undefined,
  patrons: HomepagePatron[],
): Promise<CarouselPatron[]> {
  const ids = patrons.map((p) => p.id);
  const profiles = await remember(memo, `home:patron-profiles:${ids.join(',')}`, () => findPatronProfiles(db, { ids }));
  return patrons.map((p) => ({ ...p, description: '', description_en: '', ...profiles.get(p.id) }));
}
