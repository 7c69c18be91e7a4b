import type { FieldErrors } from '../errors/field-errors';
import { EVENT_TYPE } from './event-types';

type Draft = {
  eventtype: number;
  /** Null while a form has none yet: the type's fields are still checked. */
  start: Date | null;
  end: Date | null;
  hall?: number | null;
  location?: number | null;
  exhibitor?: number | null;
  max_users?: number | null;
};

/** The fields each event type needs beyond name, type, start and end (admin-and-widgets.md 5). */
export const REQUIRED_BY_TYPE: Partial<Record<number, readonly ('hall' | 'location' | 'exhibitor' | 'max_users')[]>> = {
  [EVENT_TYPE.seminar]: ['hall', 'exhibitor', 'max_users'],
  [EVENT_TYPE.accompanying]: ['location', 'exhibitor'],
};

/**
 * What an event still lacks or gets wrong as a whole, by field: the type's required fields,
 * and an end before the start. Pure, so the admin form can show the same messages.
 */
export function eventProblems(event: Draft): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of REQUIRED_BY_TYPE[event.eventtype] ?? []) {
    if (event[field] === null || event[field] === undefined) problems[field] = 'Form.error.required';
  }
  if (event.start && event.end && event.end.getTime() < event.start.getTime()) problems.end = 'Event.range';
  return problems;
}
