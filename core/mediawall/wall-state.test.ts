import { describe, expect, it } from 'vitest';
import { cutName, editionOver, msToNextMark, parseOffset, wallHallState, wallNow, type WallEvent } from './wall-state';

const at = (hhmm: string) => new Date(`2021-10-11T${hhmm}:00+02:00`);
const event = (id: number, from: string, to: string): WallEvent => ({
  id,
  name: `Seminář ${id}`,
  name_en: null,
  start: at(from),
  end: at(to),
  organiser: null,
});
const day = [
  event(3, '13:00', '14:00'),
  event(1, '09:00', '10:00'),
  event(2, '10:15', '11:15'),
  event(4, '14:30', '15:30'),
  event(5, '16:00', '17:00'),
  event(6, '17:15', '18:00'),
];

describe('a hall on the wall', () => {
  it("says 'next' before the day starts, with the first event featured and up to 4 after it", () => {
    const s = wallHallState(day, at('08:00'));
    expect([s.headline, s.featured?.id, s.upcoming.map((e) => e.id)]).toEqual(['next', 1, [2, 3, 4, 5]]);
  });

  it("says 'now' from an event's first minute to just before its end", () => {
    expect(wallHallState(day, at('09:00'))).toMatchObject({ headline: 'now', featured: { id: 1 } });
    const s = wallHallState(day, new Date(at('10:00').getTime() - 1));
    expect([s.headline, s.featured?.id, s.upcoming.map((e) => e.id)]).toEqual(['now', 1, [2, 3, 4, 5]]);
  });

  it("between two events says 'next' with the coming one", () => {
    const s = wallHallState(day, at('10:00'));
    expect([s.headline, s.featured?.id, s.upcoming.map((e) => e.id)]).toEqual(['next', 2, [3, 4, 5, 6]]);
  });

  it("after the last event says 'past' with the last one, and nothing upcoming", () => {
    const s = wallHallState(day, at('18:00'));
    expect([s.headline, s.featured?.id, s.upcoming]).toEqual(['past', 6, []]);
  });

  it("an empty hall is 'empty'", () => {
    expect(wallHallState([], at('10:00'))).toEqual({ headline: 'empty', featured: null, upcoming: [] });
  });
});

describe('wall helpers', () => {
  it('cuts names to the limit with an ellipsis, counting characters', () => {
    expect(cutName('Krátký název', 47)).toBe('Krátký název');
    const long = 'Umělá inteligence ve službách státu a průmyslu: co funguje a co ne';
    const cut = cutName(long, 47);
    expect(Array.from(cut)).toHaveLength(47);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutName('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(Array.from(cutName('😀'.repeat(60), 47))).toHaveLength(47);
  });

  it('shifts now by the offset in hours; refuses a bad offset', () => {
    expect(wallNow(at('10:00'), -2).toISOString()).toBe(at('08:00').toISOString());
    expect(['', undefined, '0', '-43800', '1.5', 'x', '1e3', '99999999'].map(parseOffset)).toEqual([
      0,
      0,
      0,
      -43800,
      1.5,
      null,
      null,
      null,
    ]);
  });

  it('waits for the next 15-second mark', () => {
    expect(msToNextMark(Date.parse('2021-10-11T08:00:07.250Z'))).toBe(7_750);
    expect(msToNextMark(Date.parse('2021-10-11T08:00:15.000Z'))).toBe(15_000);
  });
});

describe('the edition is over', () => {
  const tz = 'Europe/Prague';
  const lastEnd = new Date('2021-10-15T18:00:00+02:00');

  it('not on its last day, even after the last event', () => {
    expect(editionOver(lastEnd, new Date('2021-10-15T23:59:59+02:00'), tz)).toBe(false);
  });

  it('from the midnight after its last day (Prague time, not UTC)', () => {
    expect(editionOver(lastEnd, new Date('2021-10-16T00:00:00+02:00'), tz)).toBe(true);
    expect(editionOver(lastEnd, new Date('2021-10-15T22:30:00Z'), tz)).toBe(true);
    expect(editionOver(lastEnd, new Date('2026-11-29T10:00:00Z'), tz)).toBe(true);
  });

  it('an event ending at midnight ends its own day', () => {
    const midnight = new Date('2021-10-16T00:00:00+02:00');
    expect(editionOver(midnight, new Date('2021-10-16T00:00:00+02:00'), tz)).toBe(true);
  });

  it('never without events (nothing has begun)', () => {
    expect(editionOver(null, new Date('2030-01-01T00:00:00Z'), tz)).toBe(false);
  });
});
