import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { FileStorage } from '../../core/media/file-storage';
import { storedFileKeys } from '../../core/media/stored-file-keys';
import { ACCOMPANYING_EVENTS } from './accompanying';
import { seedAccounts } from './accounts';
import { CONFERENCE_EVENTS } from './conference';
import { seedEmbeds } from './embeds';
import { insertEvents } from './event-rows';
import { seedExhibitors } from './exhibitors';
import { seedHalls } from './halls';
import { demoImages } from './images';
import { seedJoins } from './joins';
import { seedLivingEdition, type DemoEditions } from './living-edition';
import { seedLivingOrders } from './living-orders';
import { seedLocations } from './locations';
import { seedPages } from './pages';
import { seedPartners } from './partners';
import { seedPatrons } from './patrons';
import { SEMINAR_EVENTS } from './seminars';
import { advanceSerialSequences } from './sequences';
import { seedSettings } from './settings';
import { seedSpeakers } from './speakers';
import { seedTickets } from './tickets';

// Any constant shared by every process that may seed: serialises two servers booting on one database.
const SEED_LOCK = 2021_10_11;

/**
 * Loads the demo content into a database that has no events and no users, in one transaction:
 * the 2021 edition (which the migrations made current), then, unless `editions` is '2021', the
 * current edition dated from `today` with 2021 archived (decision 146). Its images go to the
 * file storage. Returns whether it seeded.
 */
export async function seedDemoContentIfEmpty(
  db: Db,
  opts: { storage: FileStorage; editions?: DemoEditions; today?: Date },
): Promise<boolean> {
  let images: ReturnType<typeof demoImages> | undefined;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const { rows } = (await tx.execute(
        sql`select (select count(*) from events)::int + (select count(*) from users)::int as n`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(rows[0]?.n) > 0) return false;

      images = demoImages(tx, opts.storage);
      const ctx = { tx, images };
      await seedAccounts(ctx);
      await seedLocations(ctx);
      await seedHalls(ctx);
      await seedExhibitors(ctx);
      await seedSpeakers(ctx);
      await insertEvents(ctx, [...SEMINAR_EVENTS, ...CONFERENCE_EVENTS, ...ACCOMPANYING_EVENTS]);
      await seedJoins(ctx);
      await seedEmbeds(ctx);
      await seedPatrons(ctx);
      await seedSettings(ctx);
      await seedPartners(ctx);
      await seedPages(ctx);
      await seedTickets(ctx);
      await advanceSerialSequences(tx);
      if ((opts.editions ?? 'living') === 'living') {
        const today = opts.today ?? new Date();
        await seedLivingEdition(ctx, today);
        await advanceSerialSequences(tx);
        await seedLivingOrders(ctx, today);
      }
      return true;
    });
  } catch (err) {
    // The rows are rolled back; remove the image files they pointed to.
    const keys = images?.stored.flatMap(storedFileKeys) ?? [];
    await Promise.all(keys.map((key) => opts.storage.delete(key).catch(() => {})));
    throw err;
  }
}
