import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEntry } from './build-calendar';

const seminar: CalendarEntry = {
  uid: 'event-12@innoweek.test',
  start: new Date('2021-10-11T07:00:00Z'),
  end: new Date('2021-10-11T08:30:00Z'),
  summary: 'Dekarbonizace průmyslu; vodík, CO₂ \\ elektrifikace',
  description:
    'Programy podpory pro firmy, které chtějí snížit emise: elektrifikace procesů, vodík pro vysokoteplotní ohřev a zachytávání CO₂.\n\nVstup se vstupenkou.',
  url: 'https://innoweek.test/odborne-seminare/12/dekarbonizace-prumyslu',
  location: 'Sál Brno, Kongresové centrum Praha',
};

/** Parses a document with ical.js, resolving TZIDs against the document's own VTIMEZONEs. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  return calendar;
}

describe('buildCalendar', () => {
  const text = buildCalendar({
    name: 'Odborné semináře',
    entries: [
      seminar,
      {
        ...seminar,
        uid: 'event-13@innoweek.test',
        start: new Date('2021-12-01T09:00:00Z'),
        end: new Date('2021-12-01T10:00:00Z'),
        location: null,
      },
    ],
    timezone: 'Europe/Prague',
    now: new Date('2021-10-01T10:20:30Z'),
    language: 'cs',
  });

  it('writes CRLF lines folded at 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR')).toBe(true);
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description had to be folded: continuation lines start with a space.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('parses back to the same events, times and texts', () => {
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Odborné semináře');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(['event-12@innoweek.test', 'event-13@innoweek.test']);
    const [first, second] = events;
    expect(first!.summary).toBe(seminar.summary);
    expect(first!.description).toBe(seminar.description);
    expect(first!.location).toBe(seminar.location);
    expect(first!.component.getFirstPropertyValue('url')).toBe(seminar.url);
    expect(first!.startDate.toJSDate().toISOString()).toBe('2021-10-11T07:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2021-10-11T08:30:00.000Z');
    // December is winter time (+01:00): the zone's rules, not a fixed offset, give the instant.
    expect(second!.startDate.toJSDate().toISOString()).toBe('2021-12-01T09:00:00.000Z');
    expect(second!.location).toBeNull();
  });

  it('gives wall-clock times in Prague with a TZID, the zone definition and a UTC DTSTAMP', () => {
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Prague:20211011T090000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Europe/Prague:20211011T103000\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Prague:20211201T100000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20211001T102030Z\r\n');
    const vtz = parse(text).getFirstSubcomponent('vtimezone');
    expect(vtz?.getFirstPropertyValue('tzid')).toBe('Europe/Prague');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Dekarbonizace průmyslu\\; vodík\\, CO₂ \\\\ elektrifikace\r\n');
    expect(unfolded).toContain('zachytávání CO₂.\\n\\nVstup se vstupenkou.');
  });

  it('falls back to UTC times for a zone it has no definition of', () => {
    const utc = buildCalendar({ name: 'x', entries: [seminar], timezone: 'Mars/Olympus_Mons', now: new Date(0), language: 'en' });
    expect(utc).not.toContain('TZID');
    expect(utc).toContain('\r\nDTSTART:20211011T070000Z\r\n');
    expect(new ICAL.Event(parse(utc).getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString()).toBe(
      '2021-10-11T07:00:00.000Z',
    );
  });
});
