import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay, placeLine, timeRange, type PdfEvent } from './programme-pdf-layout';

const TZ = 'Europe/Prague';
const at = (iso: string) => new Date(iso);
const event = (id: number, start: string, end: string): PdfEvent => ({
  id,
  title: `Event ${id}`,
  start: at(start),
  end: at(end),
  place: null,
  speakers: [],
});

describe('timeRange', () => {
  it('shows local times in the event time zone', () => {
    expect(timeRange(at('2021-10-11T07:00:00Z'), at('2021-10-11T08:30:00Z'), TZ)).toBe('09:00–10:30');
  });
  it('shows only the start of an event without length', () => {
    expect(timeRange(at('2021-10-11T07:00:00Z'), at('2021-10-11T07:00:00Z'), TZ)).toBe('09:00');
  });
  it('names the end day of an event that ends on a later day', () => {
    expect(timeRange(at('2021-10-11T16:00:00Z'), at('2021-10-12T08:00:00Z'), TZ)).toBe('18:00–12. 10. 10:00');
  });
});

describe('placeLine', () => {
  const hall = { name: 'Sál A', name_en: 'Hall A' };
  const venue = { name: 'Kongresové centrum', name_en: null };
  it('joins hall and venue in the language, Czech when there is no English', () => {
    expect(placeLine(hall, venue, 'en')).toBe('Hall A, Kongresové centrum');
    expect(placeLine(hall, venue, 'cs')).toBe('Sál A, Kongresové centrum');
  });
  it('is null without either, and does not repeat a venue named like its hall', () => {
    expect(placeLine(null, null, 'cs')).toBeNull();
    expect(placeLine({ name: 'Forum', name_en: null }, { name: 'Forum', name_en: null }, 'cs')).toBe('Forum');
  });
});

describe('dayHeading', () => {
  it('writes the weekday and date in each language', () => {
    expect(dayHeading('2021-10-11', 'cs')).toBe('Pondělí 11. října 2021');
    expect(dayHeading('2021-10-11', 'en')).toBe('Monday, 11 October 2021');
  });
});

describe('groupByDay', () => {
  it('groups by the local start day, each day by start then id', () => {
    const days = groupByDay(
      [
        event(3, '2021-10-12T08:00:00Z', '2021-10-12T09:00:00Z'),
        event(2, '2021-10-11T09:00:00Z', '2021-10-11T10:00:00Z'),
        event(1, '2021-10-11T09:00:00Z', '2021-10-11T10:00:00Z'),
        // 23:30 UTC on the 11th is already the 12th in Prague.
        event(4, '2021-10-11T22:30:00Z', '2021-10-11T23:00:00Z'),
      ],
      TZ,
      'en',
    );
    expect(days.map((d) => [d.day, d.events.map((e) => e.id)])).toEqual([
      ['2021-10-11', [1, 2]],
      ['2021-10-12', [4, 3]],
    ]);
    expect(days[1]!.events[0]!.time).toBe('00:30–01:00');
  });
});
