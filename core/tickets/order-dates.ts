import { localDateTime } from '../events/local-time';

/**
 * Invoices are Czech tax documents: their dates, and the year their number belongs to, are
 * Prague calendar dates whatever the server's or the event's time zone.
 */
export const INVOICE_TIMEZONE = 'Europe/Prague';

/** The Prague date of an instant, `2021-10-11`: an order's date of issue (and of the taxable supply). */
export const issueDateOf = (instant: Date) => localDateTime(instant, INVOICE_TIMEZONE).date;

/** A calendar date some days later, `2021-10-11` + 14 = `2021-10-25`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
