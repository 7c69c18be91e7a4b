import type { Locale } from '../mailer/templates';

/**
 * How invoices and order mails print money and calendar days. Czech documents write
 * `10 900,00 Kč` and `15. 3. 2021`; English ones `10,900.00 CZK` and `15 Mar 2021`. Spaces
 * inside an amount are non-breaking, so a line never splits a number.
 */

const numberFormats = {
  cs: new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} satisfies Record<Locale, Intl.NumberFormat>;

const NBSP = '\u00a0';

/** An amount without the currency (`13 189,00` / `13,189.00`), as in the columns of the lines table. */
export const formatAmount = (amount: number, locale: Locale) =>
  // A negated zero (a credit note of a free order) prints as 0,00, not -0,00.
  numberFormats[locale].format(amount === 0 ? 0 : amount).replace(/\s/g, NBSP);

/** An amount with its currency: `13 189,00 Kč` in Czech, `13,189.00 CZK` in English. */
export function formatMoney(amount: number, locale: Locale, currency = 'CZK') {
  const unit = locale === 'cs' && currency === 'CZK' ? 'Kč' : currency;
  return `${formatAmount(amount, locale)}${NBSP}${unit}`;
}

const dayFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a calendar day `YYYY-MM-DD`; refuses (RangeError) anything else, including 2021-02-30. */
function dayToDate(day: string) {
  const match = DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`"${day}" is not a calendar day YYYY-MM-DD`);
  return date;
}

/** A calendar day as the document's language writes it: `15. 3. 2021`, `15 Mar 2021`. */
export const formatDay = (day: string, locale: Locale) => dayFormats[locale].format(dayToDate(day)).replace(/\s/g, NBSP);

/** The day `days` after a calendar day (negative for before). */
export const addDays = (day: string, days: number) =>
  new Date(dayToDate(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Checks a calendar day `YYYY-MM-DD` and returns it. */
export function calendarDay(day: string) {
  dayToDate(day);
  return day;
}

/** The calendar day of an instant in a time zone (an invoice issued at 00:30 in Prague is dated that Prague day). */
export function dayIn(instant: Date, timeZone = 'Europe/Prague') {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(
    instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
