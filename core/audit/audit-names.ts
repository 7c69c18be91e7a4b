import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  embeds,
  eventTypes,
  events,
  exhibitors,
  files,
  halls,
  locations,
  pages,
  patrons,
  speakers,
  users,
  type AuditChange,
} from '../../db/schema';
import type { AuditEntity } from './record-audit';

/**
 * Fields of recorded writes that hold ids of other records, by the collection they point to:
 * the log shows those records' names (decision 089). A value is an id, a list of ids, or ids
 * joined by commas (`users_present: '11,31'`).
 */
export const AUDIT_REFERENCES: Readonly<Record<string, AuditEntity>> = {
  hallId: 'halls',
  hall: 'halls',
  halls: 'halls',
  locationId: 'locations',
  location: 'locations',
  exhibitorId: 'exhibitors',
  exhibitor: 'exhibitors',
  exhibitors: 'exhibitors',
  eventtypeId: 'event-types',
  eventtype: 'event-types',
  imageId: 'files',
  image: 'files',
  logoId: 'files',
  files: 'files',
  embeds: 'embeds',
  events: 'events',
  eventId: 'events',
  speakers: 'speakers',
  speakers_order: 'speakers',
  patrons: 'patrons',
  patrons_order: 'patrons',
  pages: 'pages',
  page: 'pages',
  users: 'users',
  users_present: 'users',
  users_can_edit: 'users',
  editors: 'users',
  userId: 'users',
  user: 'users',
  attendee_removed: 'users',
};

/** The ids a recorded value names. */
export function referencedIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list
    .map((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v))
    .filter((v): v is number => Number.isInteger(v));
}

type Named = { table: PgTable; id: AnyPgColumn; name: SQL | AnyPgColumn };
const NAMED: Partial<Record<AuditEntity, Named>> = {
  halls: { table: halls, id: halls.id, name: halls.name },
  locations: { table: locations, id: locations.id, name: locations.name },
  exhibitors: { table: exhibitors, id: exhibitors.id, name: exhibitors.name },
  'event-types': { table: eventTypes, id: eventTypes.id, name: eventTypes.name },
  files: { table: files, id: files.id, name: files.name },
  embeds: { table: embeds, id: embeds.id, name: embeds.name },
  events: { table: events, id: events.id, name: events.name },
  speakers: { table: speakers, id: speakers.id, name: speakers.name },
  patrons: { table: patrons, id: patrons.id, name: patrons.name },
  pages: { table: pages, id: pages.id, name: pages.name },
  // A person by their name where they gave one, else their username.
  users: {
    table: users,
    id: users.id,
    name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
  },
};

/**
 * The present names of the records the entries' changes point to, keyed `entity:id` (records
 * deleted since are missing: the log then shows their id). One query per collection.
 */
export async function auditNames(
  db: Db,
  entries: readonly { changes: readonly AuditChange[] }[],
): Promise<Record<string, string>> {
  const wanted = new Map<AuditEntity, Set<number>>();
  for (const entry of entries)
    for (const change of entry.changes) {
      const entity = AUDIT_REFERENCES[change.field];
      if (!entity || change.redacted) continue;
      const ids = wanted.get(entity) ?? new Set<number>();
      for (const id of [...referencedIds(change.before), ...referencedIds(change.after)]) ids.add(id);
      wanted.set(entity, ids);
    }
  const names: Record<string, string> = {};
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const named = NAMED[entity];
      if (!named || ids.size === 0) return;
      const rows = (await db
        .select({ id: named.id, name: named.name })
        .from(named.table)
        .where(inArray(named.id, [...ids]))) as { id: number; name: string }[];
      for (const row of rows) names[`${entity}:${row.id}`] = row.name;
    }),
  );
  return names;
}
