import { embeds, eventEmbeds, eventFiles, eventJoins, events, eventSpeakers, speakers } from '../../db/schema';
import { embedIsPublished } from '../embeds/embed-visibility';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { eventSchema } from './event-schema';
import { speakerIsPublished } from '../speakers/speaker-visibility';

/**
 * What clients may filter and sort events on. users_present is optional in the answer, so left
 * out: a filter on it would reveal attendance to those who may not see it; `users` answers only about the
 * asker's own sign-ups (Admins about anyone's).
 */
export const eventQuery: CollectionQuery = {
  name: 'events',
  table: events,
  id: events.id,
  publishable: true,
  fields: schemaFields(events, eventSchema, {
    // Answered, never offered as filters: the English slug and the editors' order of speakers.
    omit: ['slug_en', 'speakers_order'],
    unsortable: ['description', 'description_en'],
    notes: { facebook_link: 'The external website link' },
  }),
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
