import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  embeds,
  eventFiles,
  events,
  eventSpeakers,
  eventTypes,
  exhibitors,
  files,
  halls,
  locations,
  speakers,
} from '../../db/schema';
import { reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { embedEditableBy } from '../embeds/embed-visibility';
import { requireImageFile } from '../media/require-image-file';
import { speakerVisibleTo } from '../speakers/speaker-visibility';
import type { EventUpdateInput } from './event-input';
import { eventEditableBy } from './event-visibility';

type Reference = { field: keyof EventUpdateInput; table: PgTable & { id: AnyPgColumn } };

const REFERENCES: Reference[] = [
  { field: 'eventtype', table: eventTypes },
  { field: 'location', table: locations },
  { field: 'hall', table: halls },
  { field: 'exhibitor', table: exhibitors },
  { field: 'image', table: files },
  { field: 'speakers', table: speakers },
  { field: 'embeds', table: embeds },
  { field: 'files', table: files },
];

/**
 * Every id the input names must exist (400 naming the field and the unknown ids, never a
 * foreign-key 500), and a non-Admin may only name what they may already see: embeds (private
 * broadcast ids) already on events they edit, speakers that are published, theirs or already
 * on this event, files they uploaded or already on events they edit. Anything else is told as
 * unknown, so ids cannot be probed through an event's answer. The image must be a picture
 * (`Entry.notAnImage`), not a PDF.
 */
export async function checkEventReferences(
  db: Db,
  input: EventUpdateInput,
  viewer: ViewerWithRights,
  eventId?: number,
): Promise<void> {
  for (const { field, table } of REFERENCES) {
    const value = input[field];
    const wanted = [...new Set((Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number'))];
    if (!wanted.length) continue;
    const mayUse = reachesEveryRecord(viewer) ? undefined : restriction(db, field, viewer, eventId);
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wanted), mayUse));
    const missing = wanted.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw new AppError('Entry.unknownReference', { field, params: { ids: missing.join(', ') } });
  }
  if (typeof input.image === 'number') await requireImageFile(db, input.image, 'image');
}

function restriction(
  db: Db,
  field: keyof EventUpdateInput,
  viewer: ViewerWithRights,
  eventId: number | undefined,
): SQL | undefined {
  const onThisEvent = eventId ?? 0;
  switch (field) {
    case 'embeds':
      return embedEditableBy(db, viewer);
    case 'speakers':
      return or(
        speakerVisibleTo(viewer, 'preview'),
        inArray(
          speakers.id,
          db.select({ id: eventSpeakers.speakerId }).from(eventSpeakers).where(eq(eventSpeakers.eventId, onThisEvent)),
        ),
      );
    case 'files':
    case 'image':
      return or(
        eq(files.uploadedById, viewer.id),
        inArray(
          files.id,
          db
            .select({ id: eventFiles.fileId })
            .from(eventFiles)
            .innerJoin(events, eq(events.id, eventFiles.eventId))
            .where(eventEditableBy(viewer)),
        ),
        inArray(
          files.id,
          db
            .select({ id: events.imageId })
            .from(events)
            .where(and(isNotNull(events.imageId), eventEditableBy(viewer))),
        ),
      );
    default:
      return undefined;
  }
}
