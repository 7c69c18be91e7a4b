import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { eventTypes, EVENT_TYPE, ROLE, roles, settings } from './schema';

/**
 * Rows the product cannot work without, whatever the content: the four roles (ids fixed,
 * 3 is Organizer), the four event types, the single Setting record and the ticket settings.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values([
      { id: ROLE.admin, name: 'Admin', type: 'admin', description: 'Manages everything.' },
      { id: ROLE.registred, name: 'Registred', type: 'registred', description: 'Signed up, profile not complete.' },
      { id: ROLE.organizer, name: 'Organizer', type: 'organizer', description: 'Edits the events of exhibitors they may edit.' },
      { id: ROLE.confirmed, name: 'Confirmed member', type: 'confirmed', description: 'Confirmed member with an account page.' },
    ])
    .onConflictDoNothing();
  await db
    .insert(eventTypes)
    .values([
      { id: EVENT_TYPE.seminar, name: 'Odborný seminář', name_en: 'Professional seminar' },
      { id: EVENT_TYPE.accompanying, name: 'Doprovodná akce', name_en: 'Accompanying event' },
      { id: EVENT_TYPE.conference, name: 'Konference', name_en: 'Conference' },
      { id: EVENT_TYPE.fair, name: 'Inovační veletrh', name_en: 'Innovation fair' },
    ])
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values({ id: 0, name: 'Týden inovací ČR', name_en: 'Innovation Week Czech Republic' })
    .onConflictDoNothing();
  // The current edition's ticket settings (decision 146); none while no edition is current.
  await db.execute(
    sql`insert into ticket_settings (edition_id) select id from editions where state = 'current' on conflict do nothing`,
  );
}
