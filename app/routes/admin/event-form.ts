/**
 * The admin event form's state and its way to and from the API: what the form edits, the
 * payload it saves, and the problems it shows before asking the server (the same rules as
 * core's, so the messages match; the server checks again).
 */
import type { AccessControl } from '../../../db/schema';
import type { ApiEmbed } from '../../../core/embeds/embed-query';
import type { ApiEvent } from '../../../core/events/event-schema';
import { eventProblems } from '../../../core/events/event-rules';
import { EVENT_TYPE, takesPlaceInHall } from '../../../core/events/event-types';
import type { Media } from '../../../core/serialize/media';
import type { FieldCodes } from '../../forms/api-client';

/** Access control values in menu order (admin-and-widgets.md 3; the spellings are the API's). */
export const ACCESS_CONTROLS = [
  'public',
  'only_users',
  'only_registred_users',
  'only_unregitered',
  'private',
] as const satisfies readonly AccessControl[];

/** A new seminar takes 50 people unless the organiser says otherwise (admin-and-widgets.md 9). */
export const DEFAULT_MAX_USERS = 50;

export type EventForm = {
  name: string;
  name_en: string;
  eventtype: number | null;
  start: string | null;
  end: string | null;
  hall: number | null;
  location: number | null;
  exhibitor: number | null;
  max_users: number | null;
  /** No-show control (decision 134): hours before the start; null never asks. */
  reconfirm_hours: number | null;
  image: Media | null;
  description: string;
  description_en: string;
  address: string;
  facebook_link: string;
  contact: string;
  contact_email: string;
  access_control: AccessControl;
  is_premiere: boolean;
  speakers: number[];
  files: Media[];
  /** Saved at once by the embeds manager; kept here to show them. */
  embeds: ApiEmbed[];
  published: boolean;
  /** When it was published, kept while it stays published. */
  published_at: string | null;
};

export function emptyEventForm(): EventForm {
  return {
    name: '',
    name_en: '',
    eventtype: EVENT_TYPE.seminar,
    start: null,
    end: null,
    hall: null,
    location: null,
    exhibitor: null,
    max_users: DEFAULT_MAX_USERS,
    reconfirm_hours: null,
    image: null,
    description: '',
    description_en: '',
    address: '',
    facebook_link: '',
    contact: '',
    contact_email: '',
    access_control: 'public',
    is_premiere: false,
    speakers: [],
    files: [],
    embeds: [],
    published: false,
    published_at: null,
  };
}

export function eventToForm(event: ApiEvent): EventForm {
  return {
    name: event.name,
    name_en: event.name_en ?? '',
    eventtype: event.eventtype.id,
    start: event.start,
    end: event.end,
    hall: event.hall?.id ?? null,
    location: event.location?.id ?? null,
    exhibitor: event.exhibitor?.id ?? null,
    max_users: event.max_users,
    reconfirm_hours: event.reconfirm_hours,
    image: event.image,
    description: event.description ?? '',
    description_en: event.description_en ?? '',
    address: event.address ?? '',
    facebook_link: event.facebook_link ?? '',
    contact: event.contact ?? '',
    contact_email: event.contact_email ?? '',
    access_control: event.access_control,
    is_premiere: event.is_premiere,
    speakers: event.speakers.map((s) => s.id),
    files: event.files,
    embeds: event.embeds,
    published: event.published_at !== null,
    published_at: event.published_at,
  };
}

/** The write API's body (POST and PUT take the same fields); embeds are managed on their own. */
export function formToPayload(form: EventForm, now: Date = new Date()) {
  return {
    name: form.name.trim(),
    name_en: form.name_en,
    eventtype: form.eventtype,
    start: form.start,
    end: form.end,
    hall: form.hall,
    location: form.location,
    exhibitor: form.exhibitor,
    max_users: form.max_users,
    reconfirm_hours: form.reconfirm_hours,
    image: form.image?.id ?? null,
    description: form.description,
    description_en: form.description_en,
    address: form.address,
    facebook_link: form.facebook_link,
    contact: form.contact,
    contact_email: form.contact_email,
    access_control: form.access_control,
    is_premiere: form.is_premiere,
    speakers: form.speakers,
    files: form.files.map((f) => f.id),
    published_at: form.published ? (form.published_at ?? now.toISOString()) : null,
  };
}

/**
 * Which place fields the chosen type shows: seminars and conference panels are in a hall (a
 * seminar also has a capacity), accompanying events and the fair at a location. A value already
 * set stays visible, so switching the type never hides data that would still be saved.
 */
export function fieldsOfType(form: Pick<EventForm, 'eventtype' | 'hall' | 'location' | 'max_users'>) {
  const inHall = takesPlaceInHall(form.eventtype);
  return {
    hall: inHall || form.hall !== null,
    location: !inHall || form.location !== null,
    maxUsers: form.eventtype === EVENT_TYPE.seminar || (form.max_users !== null && form.max_users !== DEFAULT_MAX_USERS),
  };
}

/**
 * The problems the form can tell before saving: name, type, start and end always, and with
 * them (not a round later) the type's own required fields and the end before the start (core's
 * eventProblems), so one Save marks every missing field.
 */
export function eventFormProblems(form: EventForm): FieldCodes {
  const problems: FieldCodes = {};
  if (!form.name.trim()) problems.name = 'Form.error.required';
  if (form.eventtype === null) problems.eventtype = 'Form.error.required';
  if (!form.start) problems.start = 'Form.error.required';
  if (!form.end) problems.end = 'Form.error.required';
  if (form.eventtype !== null) {
    Object.assign(
      problems,
      eventProblems({
        eventtype: form.eventtype,
        start: form.start ? new Date(form.start) : null,
        end: form.end ? new Date(form.end) : null,
        hall: form.hall,
        location: form.location,
        exhibitor: form.exhibitor,
        max_users: form.max_users,
      }),
    );
  }
  return problems;
}

/** True when a required field is missing (the toast then says 'Please fill all required fields'). */
export function missesRequired(problems: FieldCodes): boolean {
  return Object.values(problems).includes('Form.error.required');
}

/** What the unsaved-changes guard compares: the saved fields, not the embeds saved on their own. */
export function sameEventForm(a: EventForm, b: EventForm): boolean {
  const { embeds: _a, ...restA } = a;
  const { embeds: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}
