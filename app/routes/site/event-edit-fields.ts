/**
 * The event edit page's form (public-site.md 2.10, decision 024): what an event's editor
 * changes, the body it sends to PUT /api/events/{id}, and the problems the page tells before
 * sending. The page asks for more than the API (English title and capacity on every event);
 * the API keeps its own rule and checks again.
 */
import type { ApiEvent } from '../../../core/events/event-schema';
import { eventUpdateInput } from '../../../core/events/event-input';
import { eventProblems } from '../../../core/events/event-rules';
import { takesPlaceInHall } from '../../../core/events/event-types';
import { validateInput } from '../../../core/validation/validate-input';
import type { FieldCodes } from '../../forms/api-client';

/** The spec's capacity for an event that has none yet (public-site.md 2.10). */
export const DEFAULT_EVENT_EDIT_MAX_USERS = 30;

export type EventEditForm = {
  name: string;
  name_en: string;
  start: string | null;
  end: string | null;
  max_users: number | null;
  /** No-show control of a seminar (decision 134): hours before the start; null never asks. */
  reconfirm_hours: number | null;
  location: number | null;
  facebook_link: string;
  description: string;
  description_en: string;
  address: string;
  published: boolean;
  /** When it was published, kept while it stays published. */
  published_at: string | null;
};

/** What the page keeps of the event beside the form: what the rules need and what it shows. */
export type EventEditContext = { eventtype: number; hall: number | null; exhibitor: number | null };

type EditedEvent = Pick<
  ApiEvent,
  | 'name'
  | 'name_en'
  | 'start'
  | 'end'
  | 'max_users'
  | 'reconfirm_hours'
  | 'location'
  | 'facebook_link'
  | 'description'
  | 'description_en'
  | 'address'
  | 'published_at'
>;

export function toEventEditForm(event: EditedEvent): EventEditForm {
  return {
    name: event.name,
    name_en: event.name_en ?? '',
    start: event.start,
    end: event.end,
    max_users: event.max_users ?? DEFAULT_EVENT_EDIT_MAX_USERS,
    reconfirm_hours: event.reconfirm_hours,
    location: event.location?.id ?? null,
    facebook_link: event.facebook_link ?? '',
    description: event.description ?? '',
    description_en: event.description_en ?? '',
    address: event.address ?? '',
    published: event.published_at !== null,
    published_at: event.published_at,
  };
}

/** The PUT body: only the page's fields, so the type, hall, exhibitor, speakers and files stay as they are. */
export function eventEditPayload(form: EventEditForm, now: Date = new Date()) {
  return {
    name: form.name,
    name_en: form.name_en,
    start: form.start,
    end: form.end,
    max_users: form.max_users,
    reconfirm_hours: form.reconfirm_hours,
    location: form.location,
    facebook_link: form.facebook_link,
    description: form.description,
    description_en: form.description_en,
    address: form.address,
    published_at: form.published ? (form.published_at ?? now.toISOString()) : null,
  };
}

/** An event needs a location unless it takes place in a hall, which the Admin chooses. */
export function needsLocation(eventtype: number): boolean {
  return !takesPlaceInHall(eventtype);
}

/**
 * What the page refuses before sending: its required fields (name, English title, start, end,
 * capacity, and the location where the event is not in a hall), then the API's own schema
 * (a web address, lengths) and core's rules (the end not before the start), with the codes the
 * server would answer.
 */
export function eventEditProblems(form: EventEditForm, context: EventEditContext): FieldCodes {
  const codes: FieldCodes = {};
  const checked = validateInput(eventUpdateInput, {
    ...eventEditPayload(form),
    start: form.start ?? undefined,
    end: form.end ?? undefined,
  });
  if (!checked.ok) for (const [field, code] of Object.entries(checked.errors)) if (code) codes[field] = code;
  const required: (keyof EventEditForm)[] = ['name', 'name_en', 'start', 'end', 'max_users'];
  if (needsLocation(context.eventtype)) required.push('location');
  for (const field of required) {
    const value = form[field];
    if (value === null || (typeof value === 'string' && !value.trim())) codes[field] = 'Form.error.required';
  }
  if (form.start && form.end) {
    const found = eventProblems({
      ...context,
      start: new Date(form.start),
      end: new Date(form.end),
      location: form.location,
      max_users: form.max_users,
    });
    for (const [field, code] of Object.entries(found)) if (code && !codes[field]) codes[field] = code;
  }
  return codes;
}
