import { z } from 'zod';
import { ACCESS_CONTROL } from '../../db/schema';
import { embedSchema } from '../embeds/embed-query';
import { eventTypeSchema } from '../event-types/event-type-query';
import { exhibitorSchema } from '../exhibitors/exhibitor-query';
import { hallSchema } from '../halls/hall-query';
import { locationSchema } from '../locations/location-query';
import { speakerSchema } from '../speakers/speaker-query';
import { instantSchema, timestampsSchema } from '../serialize/instant';
import { mediaSchema } from '../serialize/media';

/** A joined user as Admins and the event's editors see them (the attendee table). */
export const attendeeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  joined_at: instantSchema.describe('When they signed up for this event'),
});
export type ApiAttendee = z.infer<typeof attendeeSchema>;
/** A user's contact details, before they are put on one event's list. */
export type AttendeeContact = Omit<ApiAttendee, 'joined_at'>;

const localDate = z.string().describe('Local date in the event time zone, "2021-10-11"');
const localTime = z.string().describe('Local time in the event time zone, "09:00"');

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  slug: z.string(),
  slug_en: z
    .string()
    .nullable()
    .describe("The English pages' slug, made from name_en; null without an English name (the slug serves)"),
  start: instantSchema,
  end: instantSchema,
  start_d: localDate,
  start_t: localTime,
  end_d: localDate,
  end_t: localTime,
  eventtype: eventTypeSchema,
  location: locationSchema.nullable(),
  hall: hallSchema.nullable(),
  exhibitor: exhibitorSchema.omit({ users_can_edit: true }).nullable(),
  users: z
    .array(z.union([attendeeSchema, z.object({ id: z.number().int() })]))
    .describe('Joined users with their contacts, for Admins and the editors of the event; empty for everyone else'),
  users_present: z
    .string()
    .optional()
    .describe('Comma-separated ids of present users; only for Admins and the editors of the event'),
  max_users: z.number().int().nullable(),
  reconfirm_hours: z
    .number()
    .int()
    .nullable()
    .describe('Hours before the start when a full seminar asks its seat holders to confirm (decision 134); null: never'),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  address: z.string().nullable(),
  facebook_link: z.string().nullable().describe('The external website link'),
  speakers: z.array(speakerSchema.omit({ users_can_edit: true })).describe('In the order of speakers_order; unlisted ones after'),
  speakers_order: z.string(),
  embeds: z.array(embedSchema),
  files: z.array(mediaSchema),
  image: mediaSchema.nullable(),
  is_premiere: z.boolean(),
  access_control: z.enum(ACCESS_CONTROL),
  contact: z.string().nullable(),
  contact_email: z.string().nullable(),
  published_at: instantSchema.nullable(),
  ...timestampsSchema,
});
export type ApiEvent = z.infer<typeof eventSchema>;
