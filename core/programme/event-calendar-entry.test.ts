import { describe, expect, it } from 'vitest';
import { toCalendarEntry } from './event-calendar-entry';
import { openDayEvent as event } from '../../tests/programme-event';

describe('toCalendarEntry', () => {
  it('gives the language of the page, plain text with the page address, and the venue with its address', () => {
    const url = 'https://innoweek.test/en/accompanying-events/43/open-day';
    expect(toCalendarEntry(event, { locale: 'en', url, host: 'innoweek.test' })).toEqual({
      uid: 'event-43@innoweek.test',
      start: new Date('2021-10-05T07:00:00.000Z'),
      end: new Date('2021-10-05T14:00:00.000Z'),
      summary: 'Open day',
      // No English description: the Czech one, as on the page.
      description: `Prohlídky & ukázky.\n\n${url}`,
      url,
      location: 'Science Park Ostrava, Technologická 372/2, Ostrava',
      lastModified: new Date('2021-09-01T08:00:00.000Z'),
    });
  });

  it('leaves out what the event does not have', () => {
    const bare = { ...event, location: null, address: null, description: null };
    const entry = toCalendarEntry(bare, { locale: 'cs', url: 'https://x.test/e', host: 'x.test' });
    expect([entry.summary, entry.location, entry.description]).toEqual(['Den otevřených dveří', null, 'https://x.test/e']);
  });

  it('opens the description with the delay note of an event shown shifted', () => {
    const delayed = {
      ...event,
      start: '2021-10-05T07:10:00.000Z',
      end: '2021-10-05T14:10:00.000Z',
      delay: { minutes: 10, scheduled_start: event.start, scheduled_end: event.end },
    };
    const note = 'Zpožděno o 10 min (původně 09:00–16:00)';
    const entry = toCalendarEntry(delayed, { locale: 'cs', url: 'https://x.test/e', host: 'x.test', delayNote: note });
    expect(entry.start).toEqual(new Date('2021-10-05T07:10:00.000Z'));
    expect(entry.description).toBe(`${note}\n\nProhlídky & ukázky.\n\nhttps://x.test/e`);
    // On time: no note, whatever the caller passed.
    expect(
      toCalendarEntry(event, { locale: 'cs', url: 'https://x.test/e', host: 'x.test', delayNote: note }).description,
    ).not.toContain('Zpožděno');
  });
});
