import { embeds, eventEmbeds, eventFiles, eventJoins, events, eventSpeakers, speakers } from '../../db/schema';
import { embedIsPublished } from '../embeds/embed-visibility';
import type { CollectionQuery } from '../query/collection';
import { speakerIsPublished } from '../speakers/speaker-visibility';

/**
 * What clients may filter and sort events on. users_present is left out on purpose: a filter
 * on it would reveal attendance to those who may not see it; `users` answers only about the
 * asker's own sign-ups (Admins about anyone's).
 */
export const eventQuery: CollectionQuery = {
  name: 'events',
  table: events,
  id: events.id,
  publishable: true,
  fields: {
    id: { type: 'id', column: events.id },
    name: { type: 'text', column: events.name },
    name_en: { type: 'text', column: events.name_en },
    slug: { type: 'text', column: events.slug },
    start: { type: 'date', column: events.start },
    end: { type: 'date', column: events.end },
    max_users: { type: 'int', column: events.max_users },
    description: { type: 'text', column: events.description, sortable: false },
    description_en: { type: 'text', column: events.description_en, sortable: false },
    address: { type: 'text', column: events.address },
    facebook_link: { type: 'text', column: events.facebook_link, description: 'The external website link' },
    is_premiere: { type: 'bool', column: events.is_premiere },
    access_control: { type: 'text', column: events.access_control },
    contact: { type: 'text', column: events.contact },
    contact_email: { type: 'text', column: events.contact_email },
    published_at: { type: 'date', column: events.published_at },
    created_at: { type: 'date', column: events.created_at },
    updated_at: { type: 'date', column: events.updated_at },
  },
  relations: {
    eventtype: {
      kind: 'one',
      column: events.eventtypeId,
      description: '1 seminar, 2 accompanying event, 3 conference panel, 4 fair',
    },
    location: { kind: 'one', column: events.locationId },
    hall: { kind: 'one', column: events.hallId },
    exhibitor: { kind: 'one', column: events.exhibitorId },
    image: { kind: 'one', column: events.imageId },
    users: {
      kind: 'many',
      through: eventJoins,
      from: eventJoins.eventId,
      to: eventJoins.userId,
      description: 'Events the user joined: Admins, or a signed-in user asking for their own id (otherwise 403)',
      // Who signed up for what is the attendee list's business (decision 055).
      ownIdOnly: true,
    },
    speakers: {
      kind: 'many',
      through: eventSpeakers,
      from: eventSpeakers.eventId,
      to: eventSpeakers.speakerId,
      target: { table: speakers, id: speakers.id, published: speakerIsPublished },
    },
    embeds: {
      kind: 'many',
      through: eventEmbeds,
      from: eventEmbeds.eventId,
      to: eventEmbeds.embedId,
      target: { table: embeds, id: embeds.id, published: embedIsPublished },
    },
    files: { kind: 'many', through: eventFiles, from: eventFiles.eventId, to: eventFiles.fileId },
  },
};
