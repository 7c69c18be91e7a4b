/**
 * The datetime field edits a wall time in the event's time zone and writes an instant back in
 * the form the API takes (`2021-10-12T07:00:00.000Z`, admin-and-widgets.md 2). Seconds are
 * dropped: the field edits minutes.
 */
import { now, parseAbsolute, toZoned, type CalendarDateTime, type ZonedDateTime } from '@internationalized/date';

/** The instant as a wall time in `timeZone`; null for no or an unreadable value. */
export function instantToZoned(iso: string | null | undefined, timeZone: string): ZonedDateTime | null {
  if (!iso) return null;
  try {
    return parseAbsolute(iso, timeZone);
  } catch {
    return null;
  }
}

/**
 * The wall time as the instant the API takes, whole minutes, in UTC with ':00.000Z'. A date
 * typed into an empty field has no zone yet; it is read in `timeZone`.
 */
export function zonedToInstant(value: ZonedDateTime | CalendarDateTime | null, timeZone: string): string | null {
  if (!value) return null;
  const zoned = 'timeZone' in value ? value : toZoned(value, timeZone);
  return zoned.set({ second: 0, millisecond: 0 }).toAbsoluteString();
}

/** Where an empty field starts: today at 9:00 in the event's zone. */
export function placeholderIn(timeZone: string): ZonedDateTime {
  return now(timeZone).set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
}
