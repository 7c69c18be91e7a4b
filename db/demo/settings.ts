import { eq } from 'drizzle-orm';
import { editions, settings } from '../schema';
import { backgroundSvg, siteLogoSvg } from './images';
import { PATRONS_ORDER } from './patrons';
import type { SeedContext } from './seed-context';

/** The single Setting record (id 0): name, logo, background; the 2021 edition's patrons order (decision 172). */
export async function seedSettings({ tx, images }: SeedContext): Promise<void> {
  const [logo, background] = await Promise.all([
    images.store(siteLogoSvg(), { name: 'tyden-inovaci-2021-logo.png', alt: 'Týden inovací ČR 2021', as: 'png' }),
    images.store(backgroundSvg(), { name: 'tyden-inovaci-2021-pozadi.jpg', alt: '', as: 'jpeg' }),
  ]);
  const values = {
    name: 'Týden inovací ČR 2021',
    name_en: 'Innovation Week Czech Republic 2021',
    logoId: logo.id,
    imageId: background.id,
  };
  await tx
    .insert(settings)
    .values({ id: 0, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values });
  await tx
    .update(editions)
    .set({ patrons_order: PATRONS_ORDER.join(',') })
    .where(eq(editions.year, 2021));
}
