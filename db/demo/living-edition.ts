import { TZDate } from '@date-fns/tz';
import { eq, sql } from 'drizzle-orm';
import { editions, editionTicketHolders, promoCodes, settings, ticketSettings } from '../schema';
import { DEMO_SUPPLIER, DEMO_USERS, FESTIVAL_SPAN, LIVING_EDITION, MAIN_DAY, PROMO_CODES } from './facts';
import type { SeedContext } from './seed-context';
import { siteLogoSvg } from './images';
import { copyPatronsAndPartners } from '../../core/editions/create-edition';

/**
 * What the demo loads (decision 146): `living`, the 2021 edition archived and a current edition
 * dated from the day the database is made; `2021`, the 2021 edition alone as the current one.
 */
export type DemoEditions = 'living' | '2021';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Prague';

/** A calendar day (YYYY-MM-DD) moved by whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day in Prague of an instant, as YYYY-MM-DD. */
function pragueDay(instant: Date): string {
  const local = new TZDate(instant.getTime(), ZONE);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** The current edition's days: the main day LIVING_EDITION.weeksAhead weeks after `today` (in Prague), the 2021 spans around it kept. */
export function livingEditionDays(today: Date): {
  year: number;
  mainDay: string;
  programmeStart: string;
  programmeEnd: string;
  shiftDays: number;
} {
  const mainDay = addDays(pragueDay(today), LIVING_EDITION.weeksAhead * 7);
  const shiftDays = Math.round((Date.parse(mainDay) - Date.parse(MAIN_DAY)) / DAY_MS);
  return {
    year: Number(mainDay.slice(0, 4)),
    mainDay,
    programmeStart: addDays(FESTIVAL_SPAN.first, shiftDays),
    programmeEnd: addDays(FESTIVAL_SPAN.last, shiftDays),
    shiftDays,
  };
}

/**
 * Turns the just-seeded 2021 edition into the archive and adds the current edition: the 2021
 * programme again (the same halls, speakers and exhibitors; ids from LIVING_EDITION.eventIdOffset
 * on; the same slugs, which the current edition's reads find), each session at its wall-clock
 * time in Prague `shiftDays` later, published now, without sign-ups; ticket sales open until the
 * conference starts (decision 082's null end) with the 2021 supplier; the half-price code; and
 * the member has a ticket for it (the demo accounts keep their roles); the site's name and logo
 * say its year. Runs in the seed's
 * transaction after the 2021 rows.
 */
export async function seedLivingEdition({ tx, images }: SeedContext, today: Date): Promise<void> {
  const days = livingEditionDays(today);
  await tx.update(editions).set({ state: 'archived' }).where(eq(editions.year, 2021));
  const [edition] = await tx
    .insert(editions)
    .values({
      year: days.year,
      name: `Týden inovací ČR ${days.year}`,
      name_en: `Innovation Week Czech Republic ${days.year}`,
      mainDay: days.mainDay,
      programmeStart: days.programmeStart,
      programmeEnd: days.programmeEnd,
      state: 'current',
    })
    .returning();
  const editionId = edition!.id;
  const offset = LIVING_EDITION.eventIdOffset;
  const shift = sql.raw(`interval '${days.shiftDays} days'`);
  // Wall-clock times in Prague move by whole days, so a session at 09:30 stays at 09:30 across a change of summer time.
  const moved = (column: string) => sql`((${sql.identifier(column)} at time zone ${ZONE}) + ${shift}) at time zone ${ZONE}`;
  await tx.execute(sql`
    insert into events (id, edition_id, name, name_en, slug, slug_en, start, "end", eventtype_id, location_id, hall_id,
      exhibitor_id, image_id, max_users, description, description_en, address, facebook_link, is_premiere,
      access_control, speakers_order, contact, contact_email, published_at)
    select id + ${offset}, ${editionId}, name, name_en, slug, slug_en, ${moved('start')}, ${moved('end')}, eventtype_id,
      location_id, hall_id, exhibitor_id, image_id, max_users, description, description_en, address, facebook_link,
      is_premiere, access_control, speakers_order, contact, contact_email,
      case when published_at is null then null else ${today.toISOString()}::timestamptz end
    from events where edition_id <> ${editionId}`);
  await tx.execute(sql`
    insert into event_speakers (event_id, speaker_id)
    select event_id + ${offset}, speaker_id from event_speakers`);
  await tx.insert(ticketSettings).values({
    editionId,
    vatRate: 21,
    paymentDueDays: 14,
    quota: LIVING_EDITION.quota,
    ...DEMO_SUPPLIER,
  });
  await tx.insert(promoCodes).values({ editionId, code: PROMO_CODES.half, discount: 50 });
  await tx.insert(editionTicketHolders).values({ editionId, userId: DEMO_USERS.member.id });
  // The 2021 patrons and partners again (decision 172): each edition has its own.
  const [archived] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.year, 2021));
  await copyPatronsAndPartners(tx, archived!.id, editionId);
  // The site's name and logo (shared settings, which the header and the home page show) name the current year.
  const logo = await images.store(siteLogoSvg(days.year), {
    name: `tyden-inovaci-${days.year}-logo.png`,
    alt: edition!.name,
    as: 'png',
  });
  await tx.update(settings).set({ name: edition!.name, name_en: edition!.name_en, logoId: logo.id }).where(eq(settings.id, 0));
}
