/**
 * The datetime field edits a wall time in the event's time zone and writes an instant back in
 * the form the API takes (`2021-10-12T07:00:00.000Z`, admin-and-widgets.md 2). Seconds are
 * dropped: the field edits minutes.
 */
import { parseAbsolute, type ZonedDateTime } from '@internationalized/date';

/** The instant as a wall time in `timeZone`; null for no or an unreadable value. */
export function instantToZoned(iso: string | null | undefined, timeZone: string): ZonedDateTime | null {
  if (!iso) return null;
  try {
    return parseAbsolute(iso, timeZone);
  } catch {
    return null;
  }
}

/** The wall time as the instant the API takes, whole minutes, in UTC with ':00.000Z'. */
export function zonedToInstant(value: ZonedDateTime | null): string | null {
  if (!value) return null;
  return value.set({ second: 0, millisecond: 0 }).toAbsoluteString();
}
