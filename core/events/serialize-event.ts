import { canEditEvent, canSeeHallStream, type ViewerWithRights } from '../accounts/policy';
import { serializeEmbed } from '../embeds/embed-query';
import { serializeEventType } from '../event-types/event-type-query';
import { serializeExhibitor } from '../exhibitors/exhibitor-query';
import { serializeHall } from '../halls/hall-query';
import { serializeLocation } from '../locations/location-query';
import { fromRow } from '../serialize/from-row';
import { serializeMedia } from '../serialize/media';
import { serializeSpeaker } from '../speakers/speaker-query';
import { iso } from '../serialize/instant';
import { eventSchema, type ApiEvent, type AttendeeContact } from './event-schema';
import type { EventRow } from './load-event-rows';
import { localDateTime } from './local-time';
import { orderSpeakers } from './order-speakers';

export type EventSerializeContext = {
  viewer: ViewerWithRights | null;
  preview: boolean;
  timezone: string;
  /** Contact details of joined users, loaded for the events whose attendees the viewer may see. */
  attendees: Map<number, AttendeeContact>;
};

/**
 * An event as the API shows it to this viewer. Joined users (with their details) and
 * users_present go only to those who may edit the event, everyone else gets an empty list; a hall's stream ids only to those who may watch;
 * draft speakers and embeds only in preview, to those who may edit the event.
 */
export function serializeEvent(row: EventRow, ctx: EventSerializeContext): ApiEvent {
  const editor = canEditEvent(ctx.viewer, row, ctx.viewer?.editableExhibitorIds ?? []);
  const showDraft = ctx.preview && editor;
  const start = localDateTime(row.start, ctx.timezone);
  const end = localDateTime(row.end, ctx.timezone);
  const speakers = row.speakers.map((s) => s.speaker).filter((s) => s.published_at !== null || showDraft);
  const embeds = row.embeds
    .map((e) => e.embed)
    .filter((e) => e.published_at !== null || showDraft)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const files = row.files.map((f) => f.file).sort((a, b) => a.id - b.id);
  return fromRow(eventSchema, row, {
    start_d: start.date,
    start_t: start.time,
    end_d: end.date,
    end_t: end.time,
    eventtype: serializeEventType(row.eventtype),
    location: row.location ? serializeLocation(row.location) : null,
    hall: row.hall ? serializeHall(row.hall, canSeeHallStream(ctx.viewer)) : null,
    exhibitor: row.exhibitor ? serializeExhibitor(row.exhibitor) : null,
    // Who signed up is the attendee list's business: not even ids go to anyone else (decision 055).
    users: editor
      ? row.joins.map((j) => {
          const contact = ctx.attendees.get(j.userId);
          return contact ? { ...contact, joined_at: iso(j.created_at) } : { id: j.userId };
        })
      : [],
    users_present: editor ? row.users_present : undefined,
    speakers: orderSpeakers(speakers, row.speakers_order).map((s) => serializeSpeaker(s)),
    embeds: embeds.map(serializeEmbed),
    files: files.map((f) => serializeMedia(f)),
    image: serializeMedia(row.image),
  });
}
