import { TZDate } from '@date-fns/tz';
import { badParam } from '../errors/app-error';
import { assertSafeParam } from '../validation/safe-params';
import type { FieldType } from './collection';

export type FilterValue = number | boolean | Date | string;

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;

/**
 * Turns a query-string value into the type of the field it filters, or refuses it with a 400
 * naming the parameter. Integers stay within PostgreSQL's int4, so the database never answers
 * "out of range" with a 500.
 */
export function coerceValue(raw: string, type: FieldType, opts: { param: string; timezone: string }): FilterValue {
  switch (type) {
    case 'id':
    case 'int':
      return parseInt4(raw, opts.param);
    case 'bool':
      return parseBool(raw, opts.param);
    case 'date':
      return parseInstant(raw, opts.param, opts.timezone);
    case 'text':
      // At most MAX_PARAM_LENGTH: nothing stored is meant to be matched by a novel.
      assertSafeParam(opts.param, raw);
      return raw;
  }
}

export function parseInt4(raw: string, param: string): number {
  const n = /^[+-]?\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < INT4_MIN || n > INT4_MAX) {
    throw badParam('Query.param.integer', param);
  }
  return n;
}

export function parseBool(raw: string, param: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badParam('Query.param.boolean', param);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO date or date-time. Without an offset it is read in the event time zone, so
 * `start_gte=2021-10-11` means from midnight in Prague, as a visitor means it.
 */
export function parseInstant(raw: string, param: string, timezone: string): Date {
  const m = DATE_RE.exec(raw.trim());
  const fail = () => badParam('Query.param.date', param);
  if (!m) throw fail();
  const [, y, mo, d, h = '0', mi = '0', sec = '0', frac = '0', offset] = m;
  const parts = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(sec)] as const;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  // Date.UTC reads years 0-99 as 1900-1999; nothing here needs dates before the year 1000.
  if (
    parts[0] < 1000 ||
    parts[1] < 1 ||
    parts[1] > 12 ||
    parts[2] < 1 ||
    parts[2] > 31 ||
    parts[3] > 23 ||
    parts[4] > 59 ||
    parts[5] > 59
  )
    throw fail();
  let date: Date;
  if (offset) {
    const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
    const digits = offset.replace(/[^\d]/g, '');
    const minutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
    date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], ms) - minutes * 60_000);
  } else {
    date = new Date(new TZDate(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], ms, timezone).getTime());
  }
  // Rejects 2021-02-30 and friends, which Date would silently roll over.
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  if (Number.isNaN(date.getTime()) || check.getUTCDate() !== parts[2] || date.getUTCFullYear() > 9999) throw fail();
  return date;
}
