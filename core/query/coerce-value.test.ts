import { describe, expect, test } from 'vitest';
import { AppError } from '../errors/app-error';
import { coerceValue, parseInstant } from './coerce-value';

const opts = { param: 'p', timezone: 'Europe/Prague' };
const refuses = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).field).toBe('p');
    expect((err as AppError).message).toContain('"p"');
    return;
  }
  throw new Error('expected a 400');
};

describe('coerceValue', () => {
  test('integers within int4', () => {
    expect(coerceValue('42', 'int', opts)).toBe(42);
    expect(coerceValue('-7', 'id', opts)).toBe(-7);
    expect(coerceValue('2147483647', 'id', opts)).toBe(2147483647);
    for (const bad of ['abc', '1.5', '', '2147483648', '1e3', '0x10', '12abc']) refuses(() => coerceValue(bad, 'int', opts));
  });

  test('booleans', () => {
    expect(['true', 'false', '1', '0', 'TRUE'].map((v) => coerceValue(v, 'bool', opts))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    for (const bad of ['yes', '', '2']) refuses(() => coerceValue(bad, 'bool', opts));
  });

  test('text is kept as given, within limits', () => {
    expect(coerceValue(' Přehlídka %_ ', 'text', opts)).toBe(' Přehlídka %_ ');
    refuses(() => coerceValue('x'.repeat(501), 'text', opts));
    refuses(() => coerceValue('a\u0000b', 'text', opts));
  });
});

describe('parseInstant', () => {
  test('a date alone is midnight in the event time zone', () => {
    expect(parseInstant('2021-10-11', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-10T22:00:00.000Z');
    expect(parseInstant('2021-12-11', 'p', 'Europe/Prague').toISOString()).toBe('2021-12-10T23:00:00.000Z');
    expect(parseInstant('2021-10-11', 'p', 'UTC').toISOString()).toBe('2021-10-11T00:00:00.000Z');
  });

  test('a local date-time is read in the event time zone', () => {
    expect(parseInstant('2021-10-11T09:00', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-11T07:00:00.000Z');
    expect(parseInstant('2021-10-11 09:30:15.5', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-11T07:30:15.500Z');
  });

  test('an explicit offset or Z is an instant', () => {
    expect(parseInstant('2021-10-11T09:00:00Z', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-11T09:00:00.000Z');
    expect(parseInstant('2021-10-11T09:00:00+02:00', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-11T07:00:00.000Z');
    expect(parseInstant('2021-10-11T09:00:00.000-0130', 'p', 'Europe/Prague').toISOString()).toBe('2021-10-11T10:30:00.000Z');
  });

  test('refuses what is not a real date', () => {
    for (const bad of [
      'yesterday',
      '2021-02-30',
      '2021-13-01',
      '2021-10-11T25:00',
      '11.10.2021',
      '2021-10-11T09:00:00+2',
      '0099-01-01',
      '',
    ]) {
      refuses(() => parseInstant(bad, 'p', 'Europe/Prague'));
    }
  });
});
